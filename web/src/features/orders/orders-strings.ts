/** What the shopper sees on the order tracking page (spec section 2, Track order: a static mock). */
export const ordersStrings = {
  heading: 'Track Your Order',
  intro: 'Enter your order number to see where your order is.',
  orderNumber: 'Order Number',
  orderNumberPlaceholder: 'e.g. ORD-2025-001234',
  submit: 'Track Order',
  sampleHeading: 'Sample Order Timeline',
  sampleNote: 'This is an example of how your order progresses from confirmation to delivery.',
  sampleOrder: 'Order ORD-2025-001234',
  timeline: [
    { status: 'Confirmed', date: 'January 15, 2025, 10:30 AM', text: 'Your order has been confirmed.' },
    { status: 'Processed', date: 'January 15, 2025, 2:15 PM', text: 'Your order has been packed.' },
    { status: 'In Transit', date: 'January 16, 2025, 9:00 AM', text: 'Your order is on its way.' },
    { status: 'Delivered', date: 'January 17, 2025, 11:45 AM', text: 'Your order has been delivered.' },
  ],
  completed: 'Completed',
  help: 'Need help with an order? Contact our support team.',
  contact: 'Contact Support',
} as const;
