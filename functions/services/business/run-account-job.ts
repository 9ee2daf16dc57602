/**
 * The daily account job (scheduled once a day, `ACCOUNT_JOB.runAtShopHour` in Jamaica): for each
 * approved company with terms, records the invoice reminders now due (a few days before the due date,
 * and once overdue; each once per invoice and stage) and puts the account on hold when an invoice is
 * more than 30 days overdue, or lifts an automatic hold whose invoices were paid meanwhile. The
 * `company-mail` stream consumer mails the company admin what was recorded here.
 */
import {
  getAutomaticHold,
  getRemindersDue,
  isHoldCleared,
  reminderId,
  type AccountReminder,
} from '../../core/business/account-holds.js';
import { holdMessages } from '../../core/business/business-strings.js';
import type { Company } from '../../core/business/company.js';
import { buildStatement } from '../../core/business/statement.js';
import { toShopDay } from '../../core/shop-time.js';
import {
  liftCompanyHold,
  listOnAccountCompanies,
  putAccountReminder,
  putCompanyHold,
} from '../../data/company-holds.js';
import { getCompanyRecords } from '../../data/companies.js';
import { logger } from '../../shared/powertools.js';

export interface AccountJobResult {
  /** `company/order#stage` of each reminder recorded. */
  reminders: string[];
  /** Companies put on hold by this run. */
  held: string[];
  /** Companies whose automatic hold this run lifted. */
  lifted: string[];
}

/** Runs the job as of `now` over every on-account company (or only `companyIds`, for a test's own). */
export async function runAccountJob(
  options: { now?: Date; companyIds?: readonly string[] } = {},
): Promise<AccountJobResult> {
  const now = options.now ?? new Date();
  const result: AccountJobResult = { reminders: [], held: [], lifted: [] };
  const companies = await listOnAccountCompanies();
  for (const company of companies) {
    if (options.companyIds && !options.companyIds.includes(company.id)) continue;
    await checkCompany(company.id, now, result);
  }
  if (result.reminders.length + result.held.length + result.lifted.length > 0) {
    logger.info('Daily account job', { ...result });
  }
  return result;
}

/** One company's reminders and hold on `now`'s Jamaica day. */
async function checkCompany(companyId: string, now: Date, result: AccountJobResult): Promise<void> {
  const records = await getCompanyRecords(companyId);
  if (!records) return;
  const { company } = records;
  const at = now.toISOString();
  const today = toShopDay(at);
  const statement = buildStatement(records.ledger, today);
  const sent = new Set(records.reminders.map((r) => reminderId(r.order_number, r.stage)));
  for (const { invoice, stage } of getRemindersDue(statement.open_invoices, today, sent)) {
    const reminder: AccountReminder = {
      company_id: company.id,
      order_number: invoice.order_number,
      stage,
      due_on: invoice.due_on,
      outstanding: invoice.outstanding,
      email: company.applicant_email,
      company_name: company.name,
      sent_at: at,
    };
    if (await putAccountReminder(reminder))
      result.reminders.push(`${company.id}/${reminderId(invoice.order_number, stage)}`);
  }
  const hold = getAutomaticHold(statement, today, at);
  if (hold && !company.hold) {
    if (await putCompanyHold(company.id, hold)) result.held.push(company.id);
  } else if (company.hold && isHoldCleared(company.hold, statement, today)) {
    if (await liftAutomaticHold(company, at)) result.lifted.push(company.id);
  }
}

function liftAutomaticHold(company: Pick<Company, 'id'>, at: string): Promise<boolean> {
  return liftCompanyHold(company.id, { by: null, at, reason: holdMessages.clearedByPayment }, 'automatic');
}

/**
 * After a payment: lifts the company's automatic hold when no invoice is over the line any more (a
 * hold staff put on stays until staff lift it). True when it lifted one.
 */
export async function liftHoldIfCleared(companyId: string, now = new Date()): Promise<boolean> {
  const records = await getCompanyRecords(companyId);
  const hold = records?.company.hold;
  if (!records || hold?.kind !== 'automatic') return false;
  const at = now.toISOString();
  const today = toShopDay(at);
  if (!isHoldCleared(hold, buildStatement(records.ledger, today), today)) return false;
  return liftAutomaticHold(records.company, at);
}
