import { describe, expect, it } from 'vitest';
import { getQuoteLink, renderDraftOrderMail } from '../../../../functions/core/mail/draft-order-mail.js';
import type { DraftOrder, PricedDraft } from '../../../../functions/core/quotes/draft-order.js';

const draft: DraftOrder = {
  id: '4b7d1c1e-3f0a-4c55-9a53-0d3f2b8c9e11',
  inbox_message_id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  status: 'sent',
  customer: { name: 'Andre Williams', email: 'andre@example.com', company: 'Kingston Office Ltd', trn: null },
  lines: [],
  not_found_skus: ['OLD-1'],
  token: 'abc_DEF-123456789012345678901234',
  created_by: 'staff@example.com',
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  sent_at: '2026-11-24T10:05:00.000Z',
  sent_by: 'staff@example.com',
  accepted_at: null,
  version: 2,
};

const priced: PricedDraft = {
  lines: [
    {
      product_id: 'p-1',
      sku: 'HP-450',
      name: 'HP ProBook 450',
      quantity: 2,
      price: 150_000,
      list_price: 150_000,
      line_total: 300_000,
      available: true,
    },
    {
      product_id: 'p-2',
      sku: 'DOCK-1',
      name: 'Old Dock',
      quantity: 1,
      price: 0,
      list_price: 0,
      line_total: 0,
      available: false,
    },
  ],
  totals: { subtotal: 300_000, gct: 45_000, shipping: 0, total: 345_000 },
};

describe('the quote e-mail', () => {
  it('links to the quote page with its token, whatever slash ends the site address', () => {
    expect(getQuoteLink('https://shop.example.com/', draft)).toBe(
      'https://shop.example.com/quote/4b7d1c1e-3f0a-4c55-9a53-0d3f2b8c9e11?token=abc_DEF-123456789012345678901234',
    );
  });

  it('lists the available lines with prices and totals, the SKUs not found, and the link', async () => {
    const link = getQuoteLink('https://shop.example.com', draft);
    const mail = await renderDraftOrderMail(draft, priced, link);
    expect(mail.subject).toBe('Your quote from the shop for Kingston Office Ltd');
    expect(mail.text).toContain('Hi Andre Williams,');
    expect(mail.text).toContain('HP ProBook 450');
    expect(mail.text).toContain('$345,000');
    expect(mail.text).not.toContain('Old Dock');
    expect(mail.text).toContain('Not in our catalogue: OLD-1');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });
});
