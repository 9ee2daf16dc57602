/** Every word of the back-in-stock alerts, on the product page, in the API's answers and in the e-mail. */
export const backInStockWords = {
  button: 'E-mail me when it is back',
  emailLabel: 'Your e-mail address',
  intro: 'This product is out of stock. Leave your e-mail address and we will write once it is back.',
  signedInIntro: 'This product is out of stock. We can write to you once it is back.',
  done: (email: string) => `We will e-mail ${email} when it is back in stock.`,
  failed: 'We could not save your request. Please try again.',
  tooManyRequests: 'Too many requests from this address. Please wait an hour and try again, or call us.',
  alreadyInStock: 'This product is in stock now.',
  productNotFound: 'Product not found',
  mail: {
    subject: (productName: string) => `Back in stock: ${productName}`,
    heading: 'It is back in stock',
    intro: (productName: string) => [
      `Good news: ${productName} is back in stock.`,
      'Stock can go quickly, so order soon if you still want it. This is the only e-mail we send about it.',
    ],
    price: 'Price',
    view: 'View the product',
  },
} as const;
