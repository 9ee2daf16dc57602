/**
 * Vitest global setup of the integration project: one embedded stack with the sample catalogue for
 * the whole run. Tests read its address and environment with `inject('shop')`.
 */
import type { TestProject } from 'vitest/node';
import { startTestShop } from './test-shop.js';

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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { shop, dispose } = await startTestShop();
  project.provide('shop', {
    url: shop.url,
    functionEnv: shop.services.functionEnv,
    userPoolId: shop.services.userPoolId,
    userPoolClientId: shop.services.userPoolClientId,
    sampleAccounts: shop.sampleAccounts,
  });
  return dispose;
}
