/**
 * Staff record a payment received against a company's account: the balance drops by it. The
 * payment's id comes from the form, so the same payment sent again (a double click, a retried
 * request) records nothing more and answers the payment recorded the first time. What it settles
 * is read on the statement (`buildStatement`): approved invoices only, first payable first, never
 * one still awaiting its company admin's approval; the rest is the company's credit.
 */
import { accountPaymentMessages, businessMessages } from '../../core/business/business-strings.js';
import { isSameAccountPayment, type AccountPayment } from '../../core/business/company.js';
import type { PaymentEntry } from '../../core/business/statement.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCompany, writeAccountPayment } from '../../data/companies.js';
import { liftHoldIfCleared } from './run-account-job.js';

export async function recordAccountPayment(input: {
  companyId: string;
  payment: AccountPayment;
  by: string;
}): Promise<{ payment: PaymentEntry; created: boolean }> {
  const company = await getCompany(input.companyId);
  if (!company) throw new RuleViolation('not-found', businessMessages.notFound);
  const entry: PaymentEntry = {
    kind: 'payment',
    at: new Date().toISOString(),
    id: input.payment.id,
    amount: input.payment.amount,
    method: input.payment.method,
    reference: input.payment.reference,
    recorded_by: input.by,
  };
  const written = await writeAccountPayment(company.id, entry);
  if (written.outcome === 'over-balance')
    throw new RuleViolation('invalid', accountPaymentMessages.overPayment);
  if (written.outcome === 'busy') throw new RuleViolation('concurrent-change', accountPaymentMessages.busy);
  if (written.outcome === 'already-recorded' && !isSameAccountPayment(written.payment, entry))
    throw new RuleViolation('conflict', accountPaymentMessages.idTaken);
  // Paying the invoices over the line lifts the daily job's hold at once (again for a repeat, in
  // case the first request stopped between its payment and the lifting).
  await liftHoldIfCleared(company.id);
  return written.outcome === 'recorded'
    ? { payment: entry, created: true }
    : { payment: written.payment, created: false };
}
