/**
 * Search relevance over the sample catalogue: the share of shoppers' queries whose products come
 * first (`tests/helpers/search-relevance.ts`) must stay at or above 90 %. The figure is printed.
 */
import { describe, expect, it } from 'vitest';
import {
  createSampleCatalogueIndex,
  isSatisfied,
  rankNames,
  RELEVANCE_CASES,
} from '../../helpers/search-relevance.js';

const REQUIRED_SHARE = 0.9;

describe('search relevance over the sample catalogue', () => {
  const index = createSampleCatalogueIndex();
  const names = new Set([...index.all()].filter((p) => p.is_active).map((p) => p.name));

  it('names only active products of the sample catalogue and asks at least 60 distinct queries', () => {
    const unknown = RELEVANCE_CASES.flatMap((c) => c.first).filter((name) => !names.has(name));
    expect(unknown).toEqual([]);
    expect(new Set(RELEVANCE_CASES.map((c) => c.query)).size).toBe(RELEVANCE_CASES.length);
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
  });

  it(`puts the expected products first for at least ${REQUIRED_SHARE * 100} % of queries`, () => {
    const missed = RELEVANCE_CASES.filter((c) => !isSatisfied(c, rankNames(index, c.query)));
    const share = 1 - missed.length / RELEVANCE_CASES.length;
    console.log(
      `Search relevance: ${RELEVANCE_CASES.length - missed.length} of ${RELEVANCE_CASES.length} queries (${(share * 100).toFixed(1)} %) put the expected products first` +
        (missed.length ? `; missed: ${missed.map((c) => `"${c.query}"`).join(', ')}` : ''),
    );
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });
});
