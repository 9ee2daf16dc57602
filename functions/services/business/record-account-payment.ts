/** Staff record a payment received against a company's account: the balance drops by it. */
import { randomUUID } from 'node:crypto';
import { businessMessages } from '../../core/business/business-strings.js';
import type { AccountPayment } from '../../core/business/company.js';
import type { PaymentEntry } from '../../core/business/statement.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCompany, writeAccountPayment } from '../../data/companies.js';
import { liftHoldIfCleared } from './run-account-job.js';

export async function recordAccountPayment(input: {
  companyId: string;
  payment: AccountPayment;
  by: string;
}): Promise<PaymentEntry> {
  const company = await getCompany(input.companyId);
  if (!company) throw new RuleViolation('not-found', businessMessages.notFound);
  const entry: PaymentEntry = {
    kind: 'payment',
    at: new Date().toISOString(),
    id: randomUUID(),
    amount: input.payment.amount,
    method: input.payment.method,
    reference: input.payment.reference,
    recorded_by: input.by,
  };
  if (!(await writeAccountPayment(company.id, entry)))
    throw new RuleViolation('invalid', businessMessages.overPayment);
  // Paying the invoices over the line lifts the daily job's hold at once.
  await liftHoldIfCleared(company.id);
  return entry;
}
