/**
 * Business accounts in the single table: the company item (its balance and available credit on it),
 * its members, invitations and ledger in the company's partition, and each member's membership item
 * in their own partition (one per user, so nobody belongs to two companies).
 *
 * The credit limit is held by one conditional write: `available_credit` is `credit_limit - balance`
 * kept on the item, and an on-account order's transaction subtracts its total only if
 * `available_credit >= total` (DynamoDB conditions cannot add), so concurrent orders can never take
 * the balance over the limit.
 */
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type {
  Company,
  CompanyDecision,
  CompanyInvite,
  CompanyMember,
  GctExemption,
  GctExemptionLetter,
} from '../core/business/company.js';
import type { AccountReminder } from '../core/business/account-holds.js';
import type { OrderAccount } from '../core/business/order-terms.js';
import type { InvoiceEntry, LedgerEntry, PaymentEntry } from '../core/business/statement.js';
import { catalogueChangeItem, isItemConditionFailed } from './catalogue-change-entry.js';
import { documentClient, getItemSoon, getTableName, queryAll } from './dynamo-client.js';
import { keys, type ItemKey } from './keys.js';
import { readStored, type StoredEntity } from './stored-items.js';
import { TTL_ATTRIBUTE } from './table-design.js';

const table = () => getTableName();

const companyItem = (company: Company) => ({
  ...keys.company(company.id),
  ...keys.companyList(company.applied_at, company.id),
  entity: 'company',
  ...company,
});

const memberItem = (member: CompanyMember) => ({
  ...keys.companyMember(member.company_id, member.user_id),
  entity: 'company-member',
  ...member,
});

const membershipItem = (member: CompanyMember) => ({
  ...keys.companyMembership(member.user_id),
  entity: 'company-membership',
  ...member,
});

/**
 * A new application: the company, its applicant as company admin, and the applicant's membership,
 * unless the applicant already belongs to a company (a declined application of theirs is replaced).
 * False when they do.
 */
export async function createCompany(
  company: Company,
  admin: CompanyMember,
  replacesDeclined?: string,
): Promise<boolean> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: companyItem(company),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: table(), Item: memberItem(admin) } },
          {
            Put: {
              TableName: table(),
              Item: membershipItem(admin),
              ConditionExpression: replacesDeclined
                ? 'attribute_not_exists(pk) OR company_id = :declined'
                : 'attribute_not_exists(pk)',
              ...(replacesDeclined ? { ExpressionAttributeValues: { ':declined': replacesDeclined } } : {}),
            },
          },
          catalogueChangeItem('membership', admin.user_id),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

export async function getCompany(companyId: string): Promise<Company | undefined> {
  const item = await getItemSoon(keys.company(companyId));
  return item ? readStored('company', item) : undefined;
}

/** A user's membership and the company they buy for; both absent for a consumer. */
export interface BuyerAccount {
  member?: CompanyMember;
  company?: Company;
}

/** The user's membership (their role and spending limit) and the company they buy for (any status): two reads. */
export async function getBuyerAccount(userId: string): Promise<BuyerAccount> {
  const member = await getMembership(userId);
  return member ? { member, company: await getCompany(member.company_id) } : {};
}

/** The company the user buys for (any status), or `undefined`. */
export async function getBuyerCompany(userId: string): Promise<Company | undefined> {
  return (await getBuyerAccount(userId)).company;
}

/**
 * The user's membership (company and role), or `undefined`: read strongly consistently, in one call
 * with the other reads started beside it (`getItemSoon`).
 */
export async function getMembership(userId: string): Promise<CompanyMember | undefined> {
  const item = await getItemSoon(keys.companyMembership(userId));
  return item ? readStored('company-membership', item) : undefined;
}

/** Whether the user holds a company membership (any company, any status): one small read of its key. */
export async function hasMembership(userId: string): Promise<boolean> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: table(),
      Key: keys.companyMembership(userId),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return result.Item !== undefined;
}

export interface CompanyRecords {
  company: Company;
  members: CompanyMember[];
  invites: CompanyInvite[];
  ledger: LedgerEntry[];
  /** The reminders the daily job sent. */
  reminders: AccountReminder[];
}

/** The company with its members, invitations and ledger: one query of its partition. */
export async function getCompanyRecords(companyId: string): Promise<CompanyRecords | undefined> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allCompanyItems(companyId).pk },
    ConsistentRead: true,
  });
  const of = <E extends StoredEntity>(entity: E) =>
    items.filter((item) => item.entity === entity).map((item) => readStored(entity, item));
  const [company] = of('company');
  if (!company) return undefined;
  return {
    company,
    members: of('company-member'),
    invites: of('company-invite'),
    ledger: of('company-ledger'),
    reminders: of('company-reminder'),
  };
}

/** Staff's list: newest applications first. */
export async function listCompanies(limit = 100): Promise<Company[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.allCompanies().gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => readStored('company', item));
}

/**
 * Records staff's decision on a pending application; false when it was decided meanwhile. An
 * approval opens the account: terms, limit and the available credit (limit less what is owed).
 */
export async function writeCompanyDecision(
  companyId: string,
  decision: CompanyDecision,
  by: string,
  now: string,
): Promise<boolean> {
  const common = { ':pending': 'pending', ':now': now, ':by': by };
  const update =
    decision.decision === 'approve'
      ? {
          UpdateExpression:
            'SET #status = :approved, payment_terms_days = :terms, credit_limit = :limit, available_credit = :limit - balance, price_list_id = :list, decided_at = :now, decided_by = :by, updated_at = :now',
          ExpressionAttributeValues: {
            ...common,
            ':approved': 'approved',
            ':terms': decision.payment_terms_days,
            ':limit': decision.credit_limit,
            ':list': decision.price_list_id,
          },
        }
      : {
          UpdateExpression:
            'SET #status = :declined, decline_reason = :reason, decided_at = :now, decided_by = :by, updated_at = :now',
          ExpressionAttributeValues: { ...common, ':declined': 'declined', ':reason': decision.reason },
        };
  return updateCompanyIf(
    companyId,
    {
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ...update,
    },
    decision.decision === 'approve',
  );
}

export async function setGctExemption(
  companyId: string,
  exemption: GctExemption,
  now: string,
  /** Approve the company's pending exemption letter with it (false if it is no longer pending). */
  approveLetter = false,
): Promise<boolean> {
  const letter: {
    update: string;
    condition: string;
    names: Record<string, string>;
    values: Record<string, string>;
  } = approveLetter
    ? {
        update: ', gct_exemption_letter.#letterStatus = :approved, gct_exemption_letter.decided_at = :now',
        condition: ' AND gct_exemption_letter.#letterStatus = :pending',
        names: { '#letterStatus': 'status' },
        values: { ':pending': 'pending' },
      }
    : { update: '', condition: '', names: {}, values: {} };
  return updateCompanyIf(companyId, {
    UpdateExpression: `SET gct_exemption = :exemption, updated_at = :now${letter.update}`,
    ConditionExpression: `attribute_exists(pk) AND #status = :approved${letter.condition}`,
    ExpressionAttributeNames: { '#status': 'status', ...letter.names },
    ExpressionAttributeValues: {
      ':exemption': exemption,
      ':now': now,
      ':approved': 'approved',
      ...letter.values,
    },
  });
}

/** The company admin's exemption letter, pending staff's review (an approved company only). */
export async function putGctExemptionLetter(companyId: string, letter: GctExemptionLetter): Promise<boolean> {
  return updateCompanyIf(companyId, {
    UpdateExpression: 'SET gct_exemption_letter = :letter, updated_at = :now',
    ConditionExpression: 'attribute_exists(pk) AND #status = :approved',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':letter': letter, ':now': letter.uploaded_at, ':approved': 'approved' },
  });
}

/** Staff decline the pending exemption letter with a reason (the stream mails the company admin). */
export async function declineGctExemptionLetter(
  companyId: string,
  reason: string,
  now: string,
): Promise<boolean> {
  return updateCompanyIf(companyId, {
    UpdateExpression:
      'SET gct_exemption_letter.#letterStatus = :declined, gct_exemption_letter.decline_reason = :reason, gct_exemption_letter.decided_at = :now, updated_at = :now',
    ConditionExpression: 'gct_exemption_letter.#letterStatus = :pending',
    ExpressionAttributeNames: { '#letterStatus': 'status' },
    ExpressionAttributeValues: {
      ':declined': 'declined',
      ':pending': 'pending',
      ':reason': reason,
      ':now': now,
    },
  });
}

/**
 * Updates the company item if `update`'s condition holds; false when it does not. `changesPrices`
 * (an approval, another list) writes it in one transaction with a change-log entry, which is how the
 * warm catalogues' display learns of the company's new prices (`company-list-id.ts`).
 */
async function updateCompanyIf(
  companyId: string,
  update: Pick<
    ConstructorParameters<typeof UpdateCommand>[0],
    'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  > & { UpdateExpression: string },
  changesPrices = false,
): Promise<boolean> {
  const command = { TableName: table(), Key: keys.company(companyId), ...update };
  try {
    if (changesPrices) {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [{ Update: command }, catalogueChangeItem('company', companyId)],
        }),
      );
    } else await documentClient.send(new UpdateCommand(command));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    if (isItemConditionFailed(error)) return false;
    throw error;
  }
}

/** Staff's choice of the price list a company's buyers buy at (null: list prices); false if no such company. */
export async function setCompanyPriceList(
  companyId: string,
  priceListId: string | null,
  now: string,
): Promise<boolean> {
  return updateCompanyIf(
    companyId,
    {
      UpdateExpression: 'SET price_list_id = :list, updated_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':list': priceListId, ':now': now },
    },
    true,
  );
}

/** A new invitation (the stream mails its link); it expires by itself. */
export async function putCompanyInvite(invite: CompanyInvite): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.companyInvite(invite.company_id, invite.id),
        entity: 'company-invite',
        ...invite,
        [TTL_ATTRIBUTE]: Math.floor(Date.parse(invite.expires_at) / 1000),
      },
    }),
  );
}

export async function getCompanyInvite(
  companyId: string,
  inviteId: string,
): Promise<CompanyInvite | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: table(),
      Key: keys.companyInvite(companyId, inviteId),
      ConsistentRead: true,
    }),
  );
  if (!result.Item) return undefined;
  return readStored('company-invite', result.Item, [TTL_ATTRIBUTE]);
}

/**
 * Accepts an invitation: the invitation is used up and the user joins as its role, unless they
 * already belong to a company. `'member-elsewhere'` then, `'gone'` when it was used meanwhile.
 */
export async function writeInviteAccepted(
  invite: CompanyInvite,
  member: CompanyMember,
): Promise<'joined' | 'member-elsewhere' | 'gone'> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: keys.companyInvite(invite.company_id, invite.id),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          { Put: { TableName: table(), Item: memberItem(member) } },
          {
            Put: {
              TableName: table(),
              Item: membershipItem(member),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          catalogueChangeItem('membership', member.user_id),
        ],
      }),
    );
    return 'joined';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons[2]?.Code === 'ConditionalCheckFailed') return 'member-elsewhere';
    return 'gone';
  }
}

/** Removes a member: the company's item and the user's membership (only if it is this company's). */
export async function deleteCompanyMember(companyId: string, userId: string): Promise<boolean> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: keys.companyMember(companyId, userId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Delete: {
              TableName: table(),
              Key: keys.companyMembership(userId),
              ConditionExpression: 'company_id = :company',
              ExpressionAttributeValues: { ':company': companyId },
            },
          },
          catalogueChangeItem('membership', userId),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/** An on-account invoice's ledger entry, under its time and order number. */
const invoiceItem = (companyId: string, invoice: InvoiceEntry) => ({
  ...keys.companyLedgerEntry(companyId, invoice.at, invoice.order_number),
  entity: 'company-ledger',
  ...invoice,
});

/**
 * A payment's ledger entry is keyed by its id alone (the form makes the id once), so the key is the
 * claim that records a payment once: a second write of it fails its condition. Payments recorded
 * before the id came from the form keep their time in the key (`keys.companyLedgerEntry`); every
 * reader takes ledger entries by `entity` and orders them by `at`, so both keys read the same. The
 * key lives here, not in keys.ts, which every route loads.
 */
const accountPaymentKey = (companyId: string, paymentId: string): ItemKey => ({
  pk: keys.allCompanyItems(companyId).pk,
  sk: `ledger#payment#${paymentId.toLowerCase()}`,
});

/**
 * The two items an on-account order adds to its place-order transaction: the company's balance
 * raised by the total only if the available credit covers it (and the account is still approved on
 * the same terms), and the invoice's ledger entry.
 */
export function buildAccountChargeItems(account: OrderAccount, invoice: InvoiceEntry) {
  return [
    {
      Update: {
        TableName: table(),
        Key: keys.company(account.company_id),
        UpdateExpression:
          'SET balance = balance + :total, available_credit = available_credit - :total, updated_at = :now',
        ConditionExpression:
          '#status = :approved AND payment_terms_days = :terms AND available_credit >= :total AND attribute_not_exists(#hold)',
        ExpressionAttributeNames: { '#status': 'status', '#hold': 'hold' },
        ExpressionAttributeValues: {
          ':total': invoice.amount,
          ':approved': 'approved',
          ':terms': account.payment_terms_days,
          ':now': invoice.at,
        },
      },
    },
    { Put: { TableName: table(), Item: invoiceItem(account.company_id, invoice) } },
  ];
}

/** What writing a payment received came to. */
export type AccountPaymentWrite =
  | { outcome: 'recorded' }
  /** Its id was recorded before (a double click, a retry): this is the payment recorded then. */
  | { outcome: 'already-recorded'; payment: PaymentEntry }
  | { outcome: 'over-balance' }
  /** Another request held the company or the payment each time it was tried: nothing was written. */
  | { outcome: 'busy' };

const PAYMENT_WRITE_ATTEMPTS = 4;

/**
 * Records a payment received: the balance drops by it (never below zero) and the available credit
 * rises, in one transaction with its ledger entry, written only if no entry holds its id. A write
 * cancelled by the same payment sent at once (a double click) is tried again, and then finds it.
 */
export async function writeAccountPayment(
  companyId: string,
  payment: PaymentEntry,
): Promise<AccountPaymentWrite> {
  for (let attempt = 1; attempt <= PAYMENT_WRITE_ATTEMPTS; attempt++) {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table(),
                Key: keys.company(companyId),
                UpdateExpression:
                  'SET balance = balance - :amount, available_credit = available_credit + :amount, updated_at = :now',
                ConditionExpression: 'attribute_exists(pk) AND balance >= :amount',
                ExpressionAttributeValues: { ':amount': payment.amount, ':now': payment.at },
              },
            },
            {
              Put: {
                TableName: table(),
                Item: { ...accountPaymentKey(companyId, payment.id), entity: 'company-ledger', ...payment },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return { outcome: 'recorded' };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const recorded = await getAccountPayment(companyId, payment.id);
      if (recorded) return { outcome: 'already-recorded', payment: recorded };
      if (!error.CancellationReasons?.some((reason) => reason.Code === 'TransactionConflict'))
        return { outcome: 'over-balance' };
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    }
  }
  return { outcome: 'busy' };
}

/** The payment recorded under `paymentId`, or `undefined`. */
async function getAccountPayment(companyId: string, paymentId: string): Promise<PaymentEntry | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: table(),
      Key: accountPaymentKey(companyId, paymentId),
      ConsistentRead: true,
    }),
  );
  const entry = result.Item ? readStored('company-ledger', result.Item) : undefined;
  return entry?.kind === 'payment' ? entry : undefined;
}
