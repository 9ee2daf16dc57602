/**
 * The GCT exemption letter's routes: the company admin sends the uploaded letter with its reference,
 * staff decline it with a reason (approving it is the exemption's approval). Apart from company.ts,
 * which the order's bundle carries.
 */
import * as z from 'zod';

const requiredText = (max: number) =>
  z.string('is required').trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** What the company admin types with the letter: its reference (the shop's form checks it too). */
export const gctExemptionLetterDetailsSchema = z.strictObject({ reference: requiredText(100) });

/** The letter, uploaded like the registration document (its upload ticket), and its reference. */
export const gctExemptionLetterSchema = gctExemptionLetterDetailsSchema.extend({
  document: z.strictObject({ key: requiredText(300), file_name: requiredText(200) }),
});
export type GctExemptionLetterInput = z.output<typeof gctExemptionLetterSchema>;

/** Staff decline an uploaded letter with a reason. */
export const gctLetterDeclineSchema = z.strictObject({ reason: requiredText(500) });

export const letterNotPendingMessage = 'There is no exemption letter waiting for a decision.';
