import { gctExemptNote } from '@core/business/business-strings';
import { ORDERS } from '@core/orders/order-limits';
import { SHOP_IDENTITY } from '@core/shop-identity';

/** What the shopper sees about orders: tracking, the confirmation page and the account's order list. */
export const ordersStrings = {
  heading: 'Track Your Order',
  intro: 'Enter your order number and the e-mail address you ordered with to see where your order is.',
  orderNumber: 'Order Number',
  orderNumberPlaceholder: 'e.g. SHG-7K4M-2Q9P',
  email: 'Email',
  submit: 'Track Order',
  searching: 'Searching...',
  notFound: 'We could not find an order with that number and e-mail address.',
  lookupFailed: 'The order could not be looked up. Please try again.',
  statusHeading: (orderNumber: string) => `Order ${orderNumber}`,
  currentStatus: (label: string) => `Status: ${label}`,
  timelineLabel: 'Order timeline',
  completed: 'Completed',
  pending: 'Pending',
  help: 'Need help with an order? Contact our support team.',
  contact: 'Contact Support',

  confirmationTitle: 'Thank you for your order!',
  confirmationIntro: (email: string) => `We are e-mailing a confirmation of this order to ${email}.`,
  yourOrderNumber: 'Your order number',
  keepNumber: 'Keep this number: you need it, with your e-mail address, to track the order.',
  paymentStatus: (label: string) => `Payment: ${label}`,
  statusSectionHeading: 'Order status',
  fulfilmentHeading: 'Pickup or delivery',
  fulfilmentLabel: (method: 'pickup' | 'delivery', parish: string | null) =>
    method === 'pickup' ? `Pickup in ${SHOP_IDENTITY.address.locality}` : `Delivery to ${parish ?? ''}`,
  invoiceLink: 'View Tax Invoice',
  card: {
    pay: 'Pay by card',
    tryAgain: 'Try again',
    starting: 'Opening the secure payment page...',
    frameTitle: 'Secure card payment',
    frameHint:
      "Enter your card on our card processor's secure page below. Your card details never reach our shop.",
    cancel: 'Cancel',
    failed: 'The payment could not be started. Please try again.',
  },
  invoice: {
    loading: 'Loading the invoice...',
    missing: 'This invoice could not be found.',
    print: 'Print',
    invoiceNumber: 'Invoice number',
    date: 'Date',
    orderNumber: 'Order number',
    trn: 'TRN:',
    gctRegistration: 'GCT registration no.:',
    billTo: 'Bill to',
    buyerTrn: 'Buyer TRN:',
    poNumber: 'Purchase order:',
    linesCaption: 'Items invoiced',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    gct: (percent: number) => `GCT ${percent}%`,
    gctExempt: gctExemptNote,
    dueOn: (company: string, dueOn: string) => `Invoiced on account to ${company}; payment due by ${dueOn}.`,
    dueOnApproval: (company: string, days: number) =>
      `Invoiced on account to ${company}; payment due ${days} days after the company admin approves the order.`,
    shipping: 'Shipping',
    total: (currency: string) => `Total (${currency})`,
    payment: (method: string, status: string) => `Payment: ${method}, ${status.toLowerCase()}.`,
    currencyNote: (currency: string) => `All amounts in Jamaican dollars (${currency}).`,
  },
  upload: {
    hint: 'PDF, JPEG or PNG, up to 5 MB.',
    refused: (message: string) => `The file ${message}.`,
    chooseFirst: 'Please choose a file first.',
    failed: 'The file could not be uploaded. Please try again.',
    uploading: 'Uploading...',
    labels: {
      payment_proof: {
        field: 'Proof of payment',
        submit: 'Upload Proof of Payment',
        received: (name: string) =>
          `We have your proof of payment${name ? ` (${name})` : ''}. Our team checks it and marks the order paid.`,
      },
      purchase_order: {
        field: 'Signed purchase order',
        submit: 'Upload Purchase Order',
        received: (name: string) => `We have your purchase order${name ? ` (${name})` : ''}.`,
      },
    },
  },
  itemsHeading: 'Items',
  trackLink: 'Track this order',
  continueShopping: 'Continue Shopping',
  loadingOrder: 'Loading your order...',
  /** An order page or invoice that cannot be opened, and why; the track-order form follows. */
  linkProblem: {
    title: {
      invalid: 'This order link does not work',
      expired: 'This order link has expired',
      notHere: 'This order could not be opened here',
      failed: 'Your order could not be loaded',
    },
    text: {
      invalid: 'The link may have been cut short or changed on the way.',
      expired: `The links in our order e-mails work for ${ORDERS.orderLinkValidDays} days after the order.`,
      notHere:
        'Orders open by themselves only on the device they were placed on, or from the links in the order e-mails.',
      failed: 'Please check your connection and try again.',
    },
    useForm: 'Enter your order number and the e-mail address you ordered with to find your order.',
  },

  myOrdersHeading: 'Your Orders',
  noOrders: 'No orders found',
  startShopping: 'Start Shopping',
  loadingOrders: 'Loading your orders...',
  ordersFailed: 'Your orders could not be loaded.',
  placedOn: (date: string) => `Placed ${date}`,
  itemsCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
} as const;
