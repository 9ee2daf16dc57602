/** Free ports for tests, so a test stack never collides with `npm start` or another run. */
import net from 'node:net';
import type { LocalPorts } from './config.js';

/**
 * Asks the OS for a distinct free port per service free ports. All the sockets stay open until every port is known,
 * so the OS cannot hand the same port out twice.
 */
export async function getFreePorts(): Promise<LocalPorts> {
  const servers = await Promise.all(Array.from({ length: 7 }, () => listenOnAnyPort()));
  const [app, dynamodb, cognito, s3, stepFunctions, ses, powertranz] = servers.map(
    (server) => (server.address() as net.AddressInfo).port,
  ) as [number, number, number, number, number, number, number];
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return { app, dynamodb, cognito, s3, stepFunctions, ses, powertranz };
}

function listenOnAnyPort(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '0.0.0.0', exclusive: true }, () => resolve(server));
  });
}
