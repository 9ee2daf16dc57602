/**
 * Marketing claims as printed on the site. Free delivery is promised from the rule that grants it
 * (`CHECKOUT.freeShippingOver`, worded in `shop-terms.ts`): the old "$500" trust badge
 * contradicted the JMD 10,000 the checkout charges by, so it is gone.
 */
export const MARKETING = {
  flashDealsMaxPercentOff: 70,
  clearanceMaxPercentOff: 80,
  gamingSaleMinPercentOff: 30,
  gamingSaleMaxPercentOff: 50,
  /** The site-wide 'Save up to 80%' claim. */
  siteWideMaxPercentOff: 80,
  returnWindowDays: 30,
  refundMinBusinessDays: 3,
  refundMaxBusinessDays: 5,
  /** Enquiries, support and quote requests are answered within this many hours (business days). */
  replyWithinHours: 24,
  /** Hard-coded organisation rating of the home page's structured data. */
  structuredDataRating: 4.5,
  structuredDataReviewCount: 127,
} as const;
