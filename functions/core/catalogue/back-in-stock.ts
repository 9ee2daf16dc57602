/**
 * Back-in-stock alerts: the sign-up a shopper sends from an out-of-stock product (validated alike by
 * the form and the API), and every word of the feature, on the page and in the e-mail.
 */
import { z } from 'zod';
import { emailSchema } from '../auth/credentials.js';

/** Body of `POST /api/products/{id}/back-in-stock`: the address to tell (signed in: the account's). */
export const backInStockSignUpSchema = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()),
});
export type BackInStockSignUp = z.input<typeof backInStockSignUpSchema>;

export const backInStockWords = {
  button: 'E-mail me when it is back',
  emailLabel: 'Your e-mail address',
  submit: 'Notify me',
  intro: 'This product is out of stock. Leave your e-mail address and we will write once it is back.',
  signedInIntro: 'This product is out of stock. We can write to you once it is back.',
  done: (email: string) => `We will e-mail ${email} when it is back in stock.`,
  failed: 'We could not save your request. Please try again.',
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
