/**
 * Scheduled: rewrites the catalogue snapshot from the card index, so a cold container always finds a
 * recent one and warm containers whose cards grew old take it within a request.
 */
import { refreshCatalogueSnapshot } from '../../data/catalogue-cache.js';
import { logger } from '../../shared/powertools.js';

export const handler = async (): Promise<void> => {
  const current = await refreshCatalogueSnapshot();
  logger.info('Catalogue snapshot refreshed', { current });
};
