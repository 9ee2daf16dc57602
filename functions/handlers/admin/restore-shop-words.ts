/** DELETE /api/admin/shop-words: forgets staff's list, so search uses the shipped shop words again. */
import type { ShopWordsView } from '../../core/catalogue/shop-words.js';
import { DEFAULT_SHOP_WORDS } from '../../core/catalogue/shop-word-defaults.js';
import { saveShopWords } from '../../data/catalogue-writes.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async (): Promise<ShopWordsView> => {
  await saveShopWords(undefined);
  return { words: [...DEFAULT_SHOP_WORDS], is_default: true };
});
