/**
 * The code an authenticator app shows (staff sign-in and set-up alike). Apart from the two-step rule
 * (`staff-mfa.ts`), which every route's handler chain loads: a schema built at load would pull zod
 * into bundles that parse nothing.
 */
import * as z from 'zod';
import { staffMfaMessages } from './staff-mfa.js';

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, staffMfaMessages.codeFormat),
});
export type TotpCodeValues = z.input<typeof totpCodeSchema>;
