/**
 * Why nothing is paid on an order above its buyer's spending limit until their company admin approves
 * it (apart from `paymentMessages`, so the order routes that only show it bundle this sentence alone).
 */
export const awaitingApprovalMessage =
  "This order is waiting for the company admin's approval: it can be paid once they approve it.";

/** What the server says about payments, proofs and invoices, in one place. */
export const paymentMessages = {
  awaitingApproval: awaitingApprovalMessage,
  fileTooLarge: (megabytes: number) => `must be at most ${megabytes} MB`,
  fileTypeOnly: 'must be a PDF, JPEG or PNG file',
  keyNotForOrder: 'key: is not an upload for this order; ask for a new upload first',
  uploadMissing: 'key: no uploaded file was found; please upload the file again',
  notAwaitingPayment: (label: string) => `This order is ${label}; it is not awaiting payment.`,
  notPaid: (label: string) => `This order is ${label}; only a paid order can be refunded.`,
  partRefundCardOnly: 'amount: only a card payment is refunded in part; leave it out to refund the order.',
  cardPaidByGatewayOnly:
    'This is a card order: it is paid only when the card gateway approves the payment, never by hand.',
  onAccountPaidByStatement:
    "This order is on the company's account: it is paid by recording the company's payment on its statement (Companies), not by marking the order paid.",
  onAccountNoProof:
    "This order is on the company's account: the company pays it against its statement, so it takes no proof of payment.",
  noPurchaseOrder: 'kind: this order was not placed with a purchase order',
  nothingToReject: 'This order has no proof of payment to reject.',
  cancelled: 'This order is cancelled.',
  changedMeanwhile: 'The order changed meanwhile. Please reload it.',
} as const;
