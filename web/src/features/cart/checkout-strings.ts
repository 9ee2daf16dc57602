/**
 * Words of the guest checkout form and the payment step.
 */
import { SHOP_TERMS } from '@core/shop-terms';
import { SHOP_IDENTITY } from '@core/shop-identity';

export const checkoutStrings = {
  heading: 'Checkout',
  back: 'Back to Cart',
  contact: 'Contact Information',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  phoneHelp: (areaCode: string) => `A local number without an area code is taken as ${areaCode}.`,
  company: 'Company',
  optional: '(optional)',
  shipping: 'Shipping Address',
  fulfilment: 'Pickup or Delivery',
  free: 'Free',
  standardDelivery: 'Standard delivery',
  expressDelivery: 'Express delivery',
  chooseParishFirst: 'Choose your parish in the address below to see the fee and delivery time.',
  freeDeliveryNote: `Standard delivery is free on orders ${SHOP_TERMS.freeDeliveryOver}.`,
  useLastAddress: 'Use my last address',
  detailsFilled: 'We filled in your details from your account.',
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
  paymentIntro: 'Choose how you would like to pay. The next page shows how to pay for your order.',
  methods: {
    bank_transfer: {
      label: 'Bank transfer',
      text: 'Pay by bank transfer into our account, with your order number as the reference.',
    },
    cash_in_store: {
      label: 'Cash in store',
      text: `Pay in cash at our ${SHOP_IDENTITY.address.locality}, ${SHOP_IDENTITY.address.region} store.`,
    },
    purchase_order: {
      label: 'Corporate purchase order',
      text: 'Send your company purchase order quoting the order number.',
    },
    card: {
      label: 'Card (Visa / Mastercard)',
      text: "Pay on your order's page right after placing it, on our card processor's secure page.",
    },
    // Labelled with the company's terms ("Pay on account (Net 30)"), offered to its buyers only.
    on_account: {
      label: 'Pay on account',
      text: "Invoiced to your company's account; pay by bank transfer or cheque by the due date.",
    },
  },
  purchaseOrder: {
    heading: 'Purchase Order',
    company: 'Company Name',
    trn: 'Company TRN',
    poNumber: 'PO Number',
  },
  cashNeedsPickup: `For pickup orders: choose Pickup in ${SHOP_IDENTITY.address.locality} to pay in cash at the store.`,
  buyerTrn: 'Your TRN',
  buyerTrnHelp: 'Printed on your tax invoice. Nine digits.',
  priceChanged: {
    title: 'The total has changed',
    description:
      'A price changed since you saw the summary. Please check the new total before placing the order.',
    cartTitle: 'Your cart has changed',
    cartDescription:
      'Your cart was changed, in another tab or window perhaps, since you saw the summary. Please check it before placing the order.',
    added: (name: string, quantity: number) => `Added: ${name} × ${quantity}`,
    removed: (name: string, quantity: number) => `Removed: ${name} × ${quantity}`,
    quantity: (name: string, from: number, to: number) => `${name}: quantity ${from} → ${to}`,
    price: (name: string, from: string, to: string) => `${name}: price ${from} → ${to} each`,
    was: 'Total shown before',
    now: 'New total',
    confirm: 'Place Order at New Total',
    cancel: 'Not Now',
  },
  placeOrder: 'Place Order',
  placing: 'Placing order...',
  orderFailed: 'Order not placed',
  editDetails: 'Edit details',
} as const;
