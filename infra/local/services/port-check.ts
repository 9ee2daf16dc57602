/**
 * Checks that the ports of the stack are free before anything starts, so a clash gives one clear line
 * instead of a Java stack trace or a half-started stack.
 */
import net from 'node:net';
import { PORT_ENV, type LocalPorts } from '../config.js';
import { LocalStackError } from './local-stack-error.js';

/** What listens on each port, as the busy-port message names it. */
export const PORT_LABELS: Record<keyof LocalPorts, string> = {
  app: 'the shop',
  dynamodb: 'DynamoDB Local',
  cognito: 'cognito-local',
  s3: 's3rver',
  stepFunctions: 'the local Step Functions',
  ses: 'the local SES',
  powertranz: 'the PowerTranz stand-in',
};

/**
 * True when nothing listens on `port`. It binds the wildcard address, which clashes with a listener
 * on any IPv4 address or on the dual-stack `::`, the way DynamoDB Local and Node servers bind.
 */
export async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/**
 * Throws a one-line `LocalStackError` for the first busy port among `keys`, naming the variable
 * that moves it and suggesting a port that is free right now.
 */
export async function assertPortsFree(
  ports: LocalPorts,
  keys: readonly (keyof LocalPorts)[] = Object.keys(ports) as (keyof LocalPorts)[],
  /** Keep trying this long, e.g. while a just-killed process releases its sockets. */
  waitMs = 0,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  let free = await Promise.all(keys.map((key) => isPortFree(ports[key])));
  while (free.includes(false) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    free = await Promise.all(keys.map((key) => isPortFree(ports[key])));
  }
  const busyIndex = free.indexOf(false);
  if (busyIndex === -1) return;
  const key = keys[busyIndex] as keyof LocalPorts;
  const port = ports[key];
  const suggestion = await findNearbyFreePort(port, new Set(Object.values(ports)));
  const variable = PORT_ENV[key];
  throw new LocalStackError(
    `Port ${port} (${PORT_LABELS[key]}) is already in use. Set ${variable} to another port, ` +
      `e.g. ${variable}=${suggestion} npm start.`,
  );
}

/** The first free port above `port` that the stack does not use itself; `port + 1` if none is found. */
async function findNearbyFreePort(port: number, taken: ReadonlySet<number>): Promise<number> {
  for (let candidate = port + 1; candidate <= Math.min(port + 50, 65535); candidate++) {
    if (!taken.has(candidate) && (await isPortFree(candidate))) return candidate;
  }
  return port + 1;
}
