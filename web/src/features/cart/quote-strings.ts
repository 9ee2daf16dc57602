/** What the shopper sees on a quote link's page (ours). */
export const quoteStrings = {
  title: 'Your quote',
  description: 'The products we quoted you, ready to order.',
  loading: 'Loading your quote...',
  missingTitle: 'Quote not found',
  missingText: 'This quote link is not valid. Please use the link from your e-mail, or contact us.',
  intro: (name: string, company: string) => `Prepared for ${name}, ${company}.`,
  pricesNote:
    'Prices are our current prices, or the price we agreed with you where a line has one (for up to the quoted quantity). Stock and prices are confirmed when you place the order; you choose pickup or delivery and how to pay at checkout.',
  unavailable: (name: string) => `${name} is no longer available and will not be added.`,
  accepted: 'You already added this quote to a cart. Adding it again sets the same quantities.',
  addToCart: 'Add to cart and check out',
  adding: 'Adding...',
  addFailed: 'Could not add the quoted products to your cart.',
  notice: 'Some lines changed',
} as const;
