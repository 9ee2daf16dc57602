/**
 * The business constants and limits of the shop, in one typed module shared by
 * the functions, the web app and the tools. Nothing else in the project writes these numbers down:
 * when the client changes a limit, this is the only file that changes.
 *
 * Durations are in milliseconds unless the name says otherwise; money is in Jamaican dollars.
 */

/** Interface timings. */
export const UI = {
  /** Toasts stay 5 s in some parts of the product and 4 s in others. */
  toastDurationLongMs: 5000,
  toastDurationShortMs: 4000,
  menuHoverDelayMs: 200,
  menuSkipDelayMs: 300,
  menuCloseDelayMs: 150,
  selectTypeaheadResetMs: 1000,
} as const;
