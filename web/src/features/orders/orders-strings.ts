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
  cancelled: 'This order was cancelled.',
  completed: 'Completed',
  pending: 'Pending',
  stepText: {
    confirmed: 'Your order has been confirmed.',
    processed: 'Your order has been packed.',
    in_transit: 'Your order is on its way.',
    delivered: 'Your order has been delivered.',
  },
  help: 'Need help with an order? Contact our support team.',
  contact: 'Contact Support',

  confirmationTitle: 'Thank you for your order!',
  confirmationIntro: (email: string) => `We are e-mailing a confirmation of this order to ${email}.`,
  yourOrderNumber: 'Your order number',
  keepNumber: 'Keep this number: you need it, with your e-mail address, to track the order.',
  /** One sentence with the amount above the payment details; the details come from the order. */
  paymentSummary: {
    bank_transfer: (orderNumber: string, total: string) =>
      `Transfer ${total} to the account below, with ${orderNumber} as the payment reference. We confirm the order once the transfer arrives.`,
    cash_in_store: (orderNumber: string, total: string) =>
      `Pay ${total} in cash at our store in Portmore, St Catherine, when you collect order ${orderNumber}.`,
    purchase_order: (orderNumber: string, total: string) =>
      `We invoice ${total} against your purchase order, quoting order ${orderNumber}.`,
  },
  paymentStatus: (label: string) => `Payment: ${label}`,
  fulfilmentHeading: 'Pickup or delivery',
  fulfilmentLabel: (method: 'pickup' | 'delivery', parish: string | null) =>
    method === 'pickup' ? 'Pickup in Portmore' : `Delivery to ${parish ?? ''}`,
  invoiceLink: 'View Tax Invoice',
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
  orderMissing: 'This order could not be found.',

  myOrdersHeading: 'Your Orders',
  noOrders: 'No orders found',
  startShopping: 'Start Shopping',
  loadingOrders: 'Loading your orders...',
  ordersFailed: 'Your orders could not be loaded.',
  placedOn: (date: string) => `Placed ${date}`,
  itemsCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
} as const;
