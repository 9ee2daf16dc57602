/** What draft orders say: the routes' refusals, the staff screen's notes and the public quote page's. */
import { SHOP_TERMS } from '../shop-terms.js';

export const draftOrderMessages = {
  id: 'must be a draft order id.',
  token: 'must be the token from the e-mail.',
  version: 'must be the version of the draft order you read.',
  productId: 'must be a product of this draft order.',
  quantity: 'must be a whole number from 1 to 10000.',
  lines: 'must list at least one line of the draft order.',
  duplicateLine: 'must list each product once.',
  overridePrice: 'must be a price in J$ above 0, with at most two decimals.',
  overrideReason: 'must say why, in 1 to 200 characters.',
  overrideUnavailable: 'cannot be set: the product is no longer sold.',
  overrideNotBelow: (listPrice: string) => `must be below the shop's price of ${listPrice}.`,
  notQuote: 'Only a quote request can become a draft order.',
  alreadyDrafted: 'This quote request already has a draft order.',
  noneFound: (skus: readonly string[]) =>
    `None of the requested SKUs is an active product of the catalogue (${skus.join(', ')}), so there is nothing to put in a draft order.`,
  notFound: 'This draft order does not exist.',
  quoteNotFound: 'This quote does not exist or the link is not valid.',
  notEditable: 'This draft order was already sent; its lines can no longer change.',
  alreadyAccepted: 'The customer has already accepted this draft order.',
  nothingAdded: 'None of the quoted products can be ordered right now.',
  changedMeanwhile: 'Someone else changed this draft order meanwhile. Please reload it and try again.',
  /** The entry the inbox thread gets when the quote went to the customer. */
  sentEntry: (lines: string, total: string) =>
    `Quote e-mailed to the customer with a link to order:\n${lines}\nTotal ${total}`,
  /** The customer's e-mail: the lines, today's totals and the link to order them. */
  mail: {
    subject: (company: string) => `Your quote from the shop for ${company}`,
    heading: 'Your quote is ready',
    intro: (name: string) => [
      `Hi ${name},`,
      'Thank you for your quote request. Here are the products we can offer, at our current prices or the price we agreed with you (for up to the quoted quantity).',
      'Follow the link to put them in your cart and check out as usual: you choose pickup or delivery and how to pay there, and prices and stock are confirmed when you place the order.',
    ],
    quantity: 'Qty',
    subtotal: 'Subtotal',
    gct: SHOP_TERMS.gctLabel,
    shipping: 'Standard delivery',
    free: 'Free',
    total: 'Total',
    notFound: (skus: readonly string[]) =>
      `Not in our catalogue: ${skus.join(', ')}. Reply to this e-mail and we will help.`,
    open: 'View quote and order',
  },
} as const;
