/**
 * The business screens' amount forms as their boxes hold them: each field read from its text
 * (thousands commas allowed, a blank as the route takes it) and then checked by the route's own
 * schema, so the form says core's message under the field and sends what the route takes.
 */
import * as z from 'zod';
import { toTypedAmount } from '../currency.js';
import { spendingLimitSchema } from './approvals.js';
import { companyApprovalSchema } from './company.js';

const { shape: approval } = companyApprovalSchema;

/** Staff's approve form on /admin/companies (the form adds `decision: 'approve'`). */
export const companyApprovalFormSchema = z.strictObject({
  /** The terms select: '' is no terms. */
  payment_terms_days: z.preprocess(
    (value) => (value === '' ? null : typeof value === 'string' ? Number(value) : value),
    approval.payment_terms_days,
  ),
  credit_limit: z.preprocess(toTypedAmount, approval.credit_limit),
  /** The price list select: '' is list prices. */
  price_list_id: z.preprocess((value) => (value === '' ? null : value), approval.price_list_id),
});

/** A buyer's spending limit as the company admin types it: a blank box is no limit (null). */
export const spendingLimitFormSchema = z.strictObject({
  spending_limit: z.preprocess(
    (value) => toTypedAmount(value) ?? null,
    spendingLimitSchema.shape.spending_limit,
  ),
});
