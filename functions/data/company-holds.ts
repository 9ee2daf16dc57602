/**
 * The daily account job's records: the reminders it sent (one item per invoice and stage, written
 * only if absent, so a second run the same day or the next sends nothing again) and the company's
 * hold (set only if there is none; lifted by removing it, so an on-account order's transaction can
 * require `attribute_not_exists(hold)`). The keys live here, not in keys.ts, which every route loads.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountReminder, CompanyHold, ReminderStage } from '../core/business/account-holds.js';
import type { Company } from '../core/business/company.js';
import { documentClient, getTableName, queryAll } from './dynamo-client.js';
import { readStored } from './stored-items.js';
import { keys, type ItemKey } from './keys.js';
import type { MailRecord } from './mail-records.js';

const companyPk = (companyId: string) => keys.allCompanyItems(companyId).pk;

const reminderKey = (companyId: string, orderNumber: string, stage: ReminderStage): ItemKey => ({
  pk: companyPk(companyId),
  sk: `reminder#${orderNumber.toLowerCase()}#${stage}`,
});

/** The mail record of a reminder (sent once even if the stream delivers its record twice). */
export const reminderMailRecord = (reminder: AccountReminder): MailRecord => ({
  key: {
    pk: companyPk(reminder.company_id),
    sk: `mail#reminder#${reminder.order_number.toLowerCase()}#${reminder.stage}`,
  },
  entity: 'company-mail',
  attributes: { company_id: reminder.company_id, mail_id: `${reminder.order_number}#${reminder.stage}` },
});

/** The mail record of a hold's e-mail to the company admin. */
export const holdMailRecord = (companyId: string, hold: CompanyHold): MailRecord => ({
  key: { pk: companyPk(companyId), sk: `mail#hold#${hold.at}` },
  entity: 'company-mail',
  attributes: { company_id: companyId, mail_id: `hold#${hold.at}` },
});

/** Every approved company with payment terms (staff's list index, all pages). */
export async function listOnAccountCompanies(): Promise<Company[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allCompanies().gsi1pk },
  });
  return items
    .map((item) => readStored('company', item))
    .filter((company) => company.status === 'approved' && company.payment_terms_days !== null);
}

/** Records a reminder unless it was sent before; true when this call recorded it (and so sends it). */
export async function putAccountReminder(reminder: AccountReminder): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: getTableName(),
        Item: {
          ...reminderKey(reminder.company_id, reminder.order_number, reminder.stage),
          entity: 'company-reminder',
          ...reminder,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

async function updateIf(
  companyId: string,
  update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>,
) {
  try {
    await documentClient.send(
      new UpdateCommand({ TableName: getTableName(), Key: keys.company(companyId), ...update }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Puts an approved company on hold unless it is on hold already; false then. */
export function putCompanyHold(companyId: string, hold: CompanyHold): Promise<boolean> {
  return updateIf(companyId, {
    UpdateExpression: 'SET #hold = :hold, updated_at = :now',
    ConditionExpression: 'attribute_exists(pk) AND #status = :approved AND attribute_not_exists(#hold)',
    ExpressionAttributeNames: { '#status': 'status', '#hold': 'hold' },
    ExpressionAttributeValues: { ':hold': hold, ':now': hold.at, ':approved': 'approved' },
  });
}

/**
 * Lifts the company's hold (only an automatic one when `onlyKind` says so, so a payment never lifts
 * staff's hold), keeping who lifted it, when and why as `hold_lifted`. False when there was none.
 */
export function liftCompanyHold(
  companyId: string,
  lifted: { by: string | null; at: string; reason: string },
  onlyKind?: CompanyHold['kind'],
): Promise<boolean> {
  return updateIf(companyId, {
    UpdateExpression: 'SET hold_lifted = :lifted, updated_at = :now REMOVE #hold',
    ConditionExpression: onlyKind ? '#hold.#kind = :kind' : 'attribute_exists(#hold)',
    ExpressionAttributeNames: onlyKind ? { '#hold': 'hold', '#kind': 'kind' } : { '#hold': 'hold' },
    ExpressionAttributeValues: {
      ':lifted': lifted,
      ':now': lifted.at,
      ...(onlyKind ? { ':kind': onlyKind } : {}),
    },
  });
}
