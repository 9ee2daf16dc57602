/**
 * The back-in-stock sign-up a shopper sends from an out-of-stock product, validated alike by the form
 * (loaded when it is sent, to keep zod off the product page's first load) and the API.
 */
import { z } from 'zod';
import { emailSchema } from '../auth/credentials.js';

/** Body of `POST /api/products/{id}/back-in-stock`: the address to tell (signed in: the account's). */
export const backInStockSignUpSchema = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()),
});
