/** GET /api/admin/shop-words: the shop words search uses, staff's list or the shipped one. */
import type { ShopWordsView } from '../../core/catalogue/shop-words.js';
import { DEFAULT_SHOP_WORDS } from '../../core/catalogue/shop-word-defaults.js';
import { getShopWords } from '../../data/catalogue-reads.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async (): Promise<ShopWordsView> => {
  const saved = await getShopWords();
  return { words: saved ?? [...DEFAULT_SHOP_WORDS], is_default: saved === undefined };
});
