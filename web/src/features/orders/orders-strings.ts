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
  confirmationIntro: (email: string) => `We have sent the details to ${email}.`,
  yourOrderNumber: 'Your order number',
  keepNumber: 'Keep this number: you need it, with your e-mail address, to track the order.',
  paymentHeading: 'How to pay',
  paymentInstructions: {
    bank_transfer: (orderNumber: string, total: string) =>
      `Transfer ${total} by bank transfer. Our team will e-mail you the bank details; use ${orderNumber} as the payment reference. We dispatch once the transfer arrives.`,
    cash_in_store: (orderNumber: string, total: string) =>
      `Pay ${total} in cash at our store in Portmore, St Catherine, quoting order ${orderNumber}. We hold the goods for you for 7 days.`,
    purchase_order: (orderNumber: string, total: string) =>
      `E-mail your company purchase order for ${total} to our sales team, quoting order ${orderNumber}. We dispatch once the purchase order is approved.`,
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
