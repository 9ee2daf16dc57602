/** The back-in-stock sign-up a shopper sends from an out-of-stock product, as the API accepts it. */
import * as z from 'zod';
import { emailSchema } from '../auth/credentials.js';

/** Body of `POST /api/products/{id}/back-in-stock`: the address to tell (signed in: the account's). */
export const backInStockSignUpSchema = z.object({
  email: emailSchema,
});
