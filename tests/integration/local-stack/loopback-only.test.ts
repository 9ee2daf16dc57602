/**
 * The local stack is reachable from this machine only: every stand-in and the shop listen on
 * 127.0.0.1, so nobody on the network can read the tables or call cognito-local while it runs.
 */
import { connect } from 'node:net';
import os from 'node:os';
import { describe, expect, inject, it } from 'vitest';

const shop = inject('shop');

const portOf = (url: string) => Number(new URL(url).port);
const services = {
  shop: portOf(shop.url),
  dynamodb: portOf(shop.functionEnv.AWS_ENDPOINT_URL_DYNAMODB!),
  cognito: portOf(shop.functionEnv.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!),
  s3: portOf(shop.functionEnv.AWS_ENDPOINT_URL_S3!),
  stepFunctions: portOf(shop.functionEnv.AWS_ENDPOINT_URL_SFN!),
};

/** This machine's addresses other than loopback, as others on the network would reach it. */
const otherAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((info) => info && !info.internal && info.family === 'IPv4')
  .map((info) => info!.address);

function tryConnect(host: string, port: number): Promise<'open' | 'refused'> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('error', () => resolve('refused'));
    socket.once('timeout', () => {
      socket.destroy();
      resolve('refused');
    });
  });
}

describe('the local stack', () => {
  it.each(Object.entries(services))('%s answers on 127.0.0.1', async (_name, port) => {
    expect(await tryConnect('127.0.0.1', port)).toBe('open');
  });

  it.each(Object.entries(services))(
    "%s is not reachable on the machine's other addresses",
    async (_name, port) => {
      expect(otherAddresses, 'a network address besides loopback to try').not.toEqual([]);
      for (const address of otherAddresses) {
        expect(await tryConnect(address, port), `${address}:${port}`).toBe('refused');
      }
    },
  );
});
