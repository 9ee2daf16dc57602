/** Interface timings: the web app's own, used by no function. */
export const UI = {
  /** Toasts stay 5 s in some parts of the product and 4 s in others. */
  toastDurationLongMs: 5000,
  toastDurationShortMs: 4000,
  menuHoverDelayMs: 200,
  menuCloseDelayMs: 150,
} as const;
