import { describe, expect, it } from 'vitest';
import { getInvoiceDueOn } from '../../../../functions/core/business/order-terms.js';

describe('an on-account invoice falls due', () => {
  it('net days after the Jamaica day it was placed, also for an evening order (after 19:00 in Kingston)', () => {
    // 21:30 on 31 January in Kingston is 02:30 UTC on 1 February.
    expect(getInvoiceDueOn('2026-02-01T02:30:00.000Z', 30)).toBe('2026-03-02');
    expect(getInvoiceDueOn('2026-01-31T15:00:00.000Z', 30)).toBe('2026-03-02');
    expect(getInvoiceDueOn('2026-01-31T15:00:00.000Z', 7)).toBe('2026-02-07');
  });
});
