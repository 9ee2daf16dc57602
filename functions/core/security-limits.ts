/**
 * Limits that keep bad input and stale sessions out, beside the business limits each domain keeps
 * in its own module: the bounds every schema applies to numbers and strings, the image types an
 * upload may have, and how long a container trusts what it read about a caller's account.
 */

/** Bounds of the numbers and strings requests carry; larger values are refused with a 400. */
export const INPUT_LIMITS = {
  /** Highest price, cost or amount in JMD anywhere in the shop. */
  maxMoney: 100_000_000,
  /** Highest stock quantity or threshold of one product. */
  maxStock: 1_000_000,
  /** Heaviest product in kilograms. */
  maxWeightKg: 10_000,
  /** Lightest product in kilograms (a gram) the product form takes: 1e-320 the table cannot even store. */
  minWeightKg: 0.001,
  /** Longest side of a product in centimetres. */
  maxDimensionCm: 10_000,
  /** Longest free text (descriptions, notes). */
  maxLongText: 20_000,
  /** Longest short text (names, SKUs, addresses, search words). */
  maxShortText: 500,
  /** Longest URL or image path. */
  maxUrl: 2_048,
} as const;

/** How long one container trusts the account state (roles, active, deleted) it read for a caller. */
export const CALLER_STANDING = {
  cacheMs: 5_000,
  /** Callers remembered per container; the oldest are forgotten beyond this. */
  maxCachedCallers: 5_000,
  /** How long a deleted account's marker outlives it: beyond the longest token lifetime (1 day). */
  deletedMarkerSeconds: 2 * 86_400,
} as const;

/**
 * Abuse limits of the public forms (contact, support, quote, newsletter), counted together: a
 * sender's address and a network address may each send so many per window; larger bodies than any
 * genuine form are refused before they are read.
 */
export const ENQUIRY_LIMITS = {
  windowSeconds: 3_600,
  perAddress: 5,
  perNetworkAddress: 30,
  maxBodyBytes: 32_768,
  /** Counters outlive their window by this much, then expire. */
  counterGraceSeconds: 600,
} as const;
