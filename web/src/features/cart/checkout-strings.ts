/**
 * Words of the guest checkout form and the payment step (the spec's screens and error catalogue; payment).
 */
export const checkoutStrings = {
  heading: 'Checkout',
  back: 'Back to Cart',
  contact: 'Contact Information',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  optional: '(optional)',
  shipping: 'Shipping Address',
  street: 'Street Address',
  city: 'City',
  parish: 'Parish',
  choose: 'Select a parish',
  postalCode: 'Postal Code',
  country: 'Country',
  billing: 'Billing Address',
  sameAsShipping: 'Same as shipping address',
  notes: 'Order Notes',
  notesPlaceholder: 'Special instructions for your order',
  summary: 'Order Summary',
  continueToPayment: 'Continue to Payment',
  processing: 'Processing...',

  paymentHeading: 'Payment Method',
  paymentIntro: 'Choose how you would like to pay. We confirm your order at once and send the details.',
  methods: {
    bank_transfer: {
      label: 'Bank transfer',
      text: 'Pay by bank transfer; we e-mail our bank details with your order number as the reference.',
    },
    cash_in_store: { label: 'Cash in store', text: 'Pay in cash at our Portmore, St Catherine store.' },
    purchase_order: {
      label: 'Corporate purchase order',
      text: 'Send your company purchase order quoting the order number.',
    },
  },
  card: { label: 'Credit or debit card', badge: 'Coming soon', text: 'Card payments are not available yet.' },
  placeOrder: 'Place Order',
  placing: 'Placing order...',
  orderFailed: 'Order not placed',
  editDetails: 'Edit details',
} as const;
