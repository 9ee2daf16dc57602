/**
 * A shop of one integration test file's own, for files whose assertions take in the whole shop (every
 * order of the month, say), which the files running beside them on the shared shop would change.
 * `const shop = await startOwnShop();` at the top of the file: the same shape as `inject('shop')`,
 * stopped and deleted after the file.
 */
import { afterAll } from 'vitest';
import type { ProvidedShop } from './integration-setup.js';
import { startTestShop } from './test-shop.js';

export async function startOwnShop(): Promise<ProvidedShop> {
  const { provided, dispose } = await startTestShop();
  afterAll(dispose);
  return provided;
}
