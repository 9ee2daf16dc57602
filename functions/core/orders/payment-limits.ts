/** Payment apart from fulfilment: bank transfers lapse, proofs and PO documents are uploaded. */
export const PAYMENT = {
  /** Unpaid bank-transfer orders are cancelled this many days after placing, unless the stage says otherwise. */
  defaultLapseDays: 3,
  /** Longest lapse a stage may set (the local Step Functions' timers top out near 24 days). */
  maxLapseDays: 14,
  /** Largest proof of payment or purchase order document. */
  maxProofBytes: 5 * 1024 * 1024,
  proofContentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  /** How long a presigned proof upload stays usable. */
  proofUploadExpirySeconds: 300,
  /** How long staff's presigned link to a proof stays usable. */
  proofDownloadExpirySeconds: 120,
  /** Longest reason staff may give when rejecting a proof. */
  maxRejectReasonLength: 500,
} as const;
