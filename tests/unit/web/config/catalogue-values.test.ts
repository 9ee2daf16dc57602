import { describe, expect, it } from 'vitest';
import * as catalogueQuery from '@core/catalogue/catalogue-query';
import { CATALOGUE_SORTS, DEALS_CATEGORY, MAX_SEARCH_LENGTH } from '../../../../web/src/config/paths';

// The web app mirrors these to keep zod out of its first load (see web/src/config/paths.ts).
describe('catalogue values of the web app', () => {
  it('match the catalogue query of the API', () => {
    expect(DEALS_CATEGORY).toBe(catalogueQuery.DEALS_CATEGORY);
    expect(CATALOGUE_SORTS).toEqual(catalogueQuery.CATALOGUE_SORTS);
    expect(MAX_SEARCH_LENGTH).toBe(catalogueQuery.MAX_SEARCH_LENGTH);
  });
});
