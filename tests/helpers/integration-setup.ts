/**
 * Vitest global setup of the integration projects: one embedded stack with the sample catalogue for
 * the whole run. Tests read its address and environment with `inject('shop')`.
 *
 * Both integration projects (`integration`, its files several at a time, and `integration-alone`,
 * the files that need the shop to themselves, one at a time after them) run this setup; they share
 * the one shop, started by the first and stopped by the last teardown.
 */
import type { TestProject } from 'vitest/node';
import { startTestShop, type TestShop } from './test-shop.js';

export interface ProvidedShop {
  url: string;
  functionEnv: Record<string, string>;
  userPoolId: string;
  userPoolClientId: string;
  sampleAccounts: {
    admin: { email: string; password: string };
    customer: { email: string; password: string };
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    shop: ProvidedShop;
  }
}

// Each project loads this module on its own; the shop is kept on the main process's global.
const shared = globalThis as typeof globalThis & {
  storefrontTestShop?: { started: Promise<TestShop>; users: number };
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.storefrontTestShop ??= { started: startTestShop(), users: 0 };
  const entry = shared.storefrontTestShop;
  entry.users += 1;
  const { provided } = await entry.started;
  project.provide('shop', provided);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.storefrontTestShop = undefined;
    await (await entry.started).dispose();
  };
}
