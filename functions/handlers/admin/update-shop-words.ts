/**
 * PUT /api/admin/shop-words: saves staff's whole list of shop words (adding, editing and removing one
 * are each a save of the list). Searches use it from the warm catalogue's next change-log check.
 */
import type { ShopWordsView } from '../../core/catalogue/shop-words.js';
import { shopWordsInputSchema } from '../../core/catalogue/shop-words.js';
import { saveShopWords } from '../../data/catalogue-writes.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', body: shopWordsInputSchema },
  async ({ body }): Promise<ShopWordsView> => {
    await saveShopWords(body.words);
    return { words: body.words, is_default: false };
  },
);
