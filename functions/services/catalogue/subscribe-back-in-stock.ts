/**
 * A back-in-stock sign-up: counted against the public forms' rate limits first, then only for a
 * product the shop shows and cannot sell right now (404 for an unknown or hidden one, 409 for one on
 * sale). Signing up twice changes nothing (one subscription per address and product).
 */
import { backInStockWords } from '../../core/catalogue/back-in-stock-words.js';
import { isAvailable } from '../../core/catalogue/product-history.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { subscribeBackInStock } from '../../data/back-in-stock.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { enforceRateLimits } from '../inbox/enforce-rate-limits.js';

export async function signUpForBackInStock(
  productId: string,
  email: string,
  networkAddress: string,
): Promise<void> {
  await enforceRateLimits(email, networkAddress, backInStockWords.tooManyRequests);
  const product = await getProduct(productId);
  if (!product?.is_active) throw new RuleViolation('not-found', backInStockWords.productNotFound);
  if (isAvailable(product)) throw new RuleViolation('conflict', backInStockWords.alreadyInStock);
  await subscribeBackInStock(product.id, email);
}
