/**
 * Pricing of imported products: the defaults until staff set their
 * own rate and rules on the import screen, and the bounds the admin routes accept.
 */
export const PRICING = {
  maxUsdToJmdRate: 10_000,
  /** With no rule and no markup of its own, an imported product sells at its cost. */
  defaultMarkupPercent: 0,
  minMarkupPercent: -90,
  maxMarkupPercent: 1000,
  /** Brand or category rules of each kind. */
  maxRules: 200,
} as const;
