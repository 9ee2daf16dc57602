/**
 * What the shopper reads on the cart page (its screens and validation rules, word for word). The toasts are in cart-strings.ts.
 */
import { gctExemptNote } from '@core/business/business-strings';
import { MARKETING } from '@core/marketing-claims';
import { SHOP_TERMS } from '@core/shop-terms';
import { SHOP_IDENTITY } from '@core/shop-identity';

export const cartPageStrings = {
  heading: 'Shopping Cart',
  loading: 'Loading your cart...',
  emptyTitle: 'Your cart is empty',
  emptyText: 'Add some products to get started.',
  browseProducts: 'Browse Products',
  sku: 'SKU:',
  remove: (name: string) => `Remove ${name}`,
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  each: 'each',
  summary: 'Order Summary',
  subtotal: 'Subtotal',
  total: 'Total',
  gct: (rate: number) => `GCT (${Math.round(rate * 100)}%)`,
  gctExempt: gctExemptNote,
  gctPending: 'GCT',
  /** A figure still being read from the server. */
  pendingFigure: '…',
  standardDelivery: 'Standard delivery',
  free: 'Free',
  deliveryChoiceNote: `Or free pickup in ${SHOP_IDENTITY.address.locality}, or express delivery: you choose at checkout.`,
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  continueAsGuest: 'Continue as Guest',
  signInAndCheckout: 'Sign In & Checkout',
  proceedToCheckout: 'Proceed to Checkout',
  clearCart: 'Clear Cart',
  clearConfirm: {
    title: 'Clear your cart?',
    description: 'All items will be removed from your cart.',
    cancel: 'Keep Items',
    confirm: 'Clear Cart',
  },
  soldOut: 'Sold out since you added it. Please remove it to place your order.',
  onlyLeft: (stock: number) => `Only ${stock} left in stock. Please lower the quantity to place your order.`,
  shortLinesNotice:
    'Some items are no longer available in the quantity in your cart. Please update them first.',
  continueShopping: 'Continue Shopping',
  notes: {
    secure: 'Secure checkout',
    freeShipping: `Free shipping ${SHOP_TERMS.freeDeliveryOver}`,
    returns: `${MARKETING.returnWindowDays}-day return policy`,
  },
} as const;
