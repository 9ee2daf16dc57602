/** The claim records of mails sent from the table's stream (order mails, staff replies). */
export const MAIL_RECORDS = {
  /** How long the record of a sent mail is kept; stream records are replayed within 24 hours. */
  recordTtlDays: 90,
  /**
   * A mail claimed this long ago and never marked sent was cut off mid-send (a timeout or a crash):
   * it is sent again. Longer than the mailer's whole send with its retries.
   */
  claimLeaseSeconds: 120,
} as const;

/** Back-in-stock e-mails: claimed like order mails, so a retried batch never sends one twice. */
export const BACK_IN_STOCK = {
  claimLeaseSeconds: MAIL_RECORDS.claimLeaseSeconds,
} as const;
