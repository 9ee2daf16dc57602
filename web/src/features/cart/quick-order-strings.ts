/** The quick-order page and "Order again" (issue 29). */
export const quickOrderStrings = {
  title: 'Quick order',
  intro:
    'Type or paste one product per line: its SKU or part number, then the quantity ("HP-250 2", "HP-250,2" or two spreadsheet columns). A line without a quantity orders one.',
  linesLabel: 'SKU or part number and quantity, one per line',
  check: 'Check lines',
  checking: 'Checking...',
  resultsCaption: 'Your lines matched to products, with your price and the stock now',
  columns: {
    sku: 'You typed',
    product: 'Product',
    quantity: 'Quantity',
    price: 'Your price',
    stock: 'In stock',
  },
  unknown: 'Unknown SKU or part number',
  outOfStock: 'Out of stock',
  addAll: 'Add all to cart',
  adding: 'Adding...',
  checkFailed: 'Your lines could not be checked',
  addFailed: 'Nothing was added to your cart',
  notAllAdded: 'Some lines were not added as typed',
  signInFirst: 'Please sign in to order by SKU.',
  signIn: 'Sign in',
  orderAgain: 'Order again',
  orderAgainLabel: (orderNumber: string) => `Order again: put the items of ${orderNumber} in your cart`,
  orderAgainFailed: 'This order could not be added to your cart',
} as const;
