/**
 * The catalogue's containers keep a business buyer's membership, company list and list header, and
 * a caller's standing, until the catalogue's change log names them (`data/change-log-watch.ts`). That
 * is only as good as the writes: each one that changes what a buyer is shown, or whether a caller
 * may act, must append its entry in the same transaction. A write that forgot would leave the
 * display (or a revoked caller) as it was for up to a minute; this test names each write.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildNewProfile } from '../../../functions/core/account/profile.js';
import {
  addBuyer,
  createApprovedCompany,
  createCustomer,
  createPriceList,
  createStaff,
  savePriceListEntries,
} from '../../helpers/business.js';
import type { ShopClient } from '../../helpers/cart-api.js';

const shop = inject('shop');
Object.assign(process.env, shop.functionEnv);
const { listCatalogueChangesAfter } = await import('../../../functions/data/catalogue-reads.js');
const { createProfile } = await import('../../../functions/data/profiles.js');
let staff: ShopClient;

beforeAll(async () => {
  staff = await createStaff(shop);
});

const startedAt = new Date(Date.now() - 5_000).toISOString();

/** How many entries of `kind` name `refId` since this file started. */
async function entriesNaming(kind: string, refId: string): Promise<number> {
  const changes = await listCatalogueChangesAfter(startedAt);
  return changes.filter(
    (change) => change.kind === kind && change.refId.toLowerCase() === refId.toLowerCase(),
  ).length;
}

/** Runs `write` and answers how many more entries of `kind` name `refId` than before. */
async function entriesAdded(kind: string, refId: string, write: () => Promise<unknown>): Promise<number> {
  const before = await entriesNaming(kind, refId);
  await write();
  return (await entriesNaming(kind, refId)) - before;
}

describe('the change log names every write a buyer sees or a caller is judged by', () => {
  it('a price list saved, a company approved or given a list, a member joining or leaving', async () => {
    let listId = '';
    const newList = await entriesAdded('price-list', '', async () => {
      listId = await createPriceList(staff, {});
    });
    expect(newList).toBe(0);
    expect(await entriesNaming('price-list', listId)).toBe(1);
    expect(await entriesAdded('price-list', listId, () => savePriceListEntries(staff, listId, []))).toBe(1);
    const renamed = await staff.call('PUT', `/api/admin/price-lists/${listId}`, {
      name: 'Resellers, renamed',
      valid_from: '2020-01-01',
      valid_to: null,
      rules: [],
    });
    expect(renamed.status).toBe(200);
    expect(await entriesNaming('price-list', listId)).toBe(3);

    // Applying makes the applicant a member; staff's approval changes the company's prices.
    const { admin, companyId } = await createApprovedCompany(shop, staff);
    expect(await entriesNaming('membership', admin.user.userId)).toBe(1);
    expect(await entriesNaming('company', companyId)).toBe(1);
    const listSet = await entriesAdded('company', companyId, async () => {
      const set = await staff.call('PUT', `/api/admin/companies/${companyId}/price-list`, {
        price_list_id: listId,
      });
      expect(set.status).toBe(200);
    });
    expect(listSet).toBe(1);

    const buyer = await addBuyer(shop, admin.client, companyId);
    expect(await entriesNaming('membership', buyer.user.userId)).toBe(1);
    const removed = await entriesAdded('membership', buyer.user.userId, async () => {
      const answer = await admin.client.call(
        'DELETE',
        `/api/me/business/${companyId}/members/${buyer.user.userId}`,
      );
      expect(answer.status).toBe(204);
    });
    expect(removed).toBe(1);
  });

  it('a profile created, an account deactivated, a role granted and removed, an account deleted', async () => {
    // A confirmed sign-up's profile (the post-confirmation trigger's write): a caller kept without
    // one, whose token's groups stood, is read again. A second run of the trigger writes nothing.
    const newUserId = randomUUID();
    const profile = buildNewProfile({
      userId: newUserId,
      attributes: { email: `${newUserId}@example.com` },
      roles: ['customer'],
      now: new Date().toISOString(),
    });
    expect(await createProfile(profile)).toBe(true);
    expect(await createProfile(profile)).toBe(false);
    expect(await entriesNaming('standing', newUserId)).toBe(1);

    const customer = await createCustomer(shop);
    const userId = customer.user.userId;
    const off = await entriesAdded('standing', userId, async () => {
      const answer = await staff.call('PUT', `/api/admin/users/${userId}/status`, { is_active: false });
      expect(answer.status).toBe(200);
    });
    expect(off).toBe(1);
    const granted = await entriesAdded('standing', userId, async () => {
      const answer = await staff.call('PUT', `/api/admin/users/${userId}/roles/moderator`);
      expect(answer.status).toBe(200);
    });
    expect(granted).toBe(1);
    const role = await entriesAdded('standing', userId, async () => {
      const answer = await staff.call('DELETE', `/api/admin/users/${userId}/roles/moderator`);
      expect(answer.status).toBe(200);
    });
    expect(role).toBe(1);
    const leaving = await createCustomer(shop);
    const deleted = await entriesAdded('standing', leaving.user.userId, async () => {
      expect((await leaving.client.call('DELETE', '/api/account')).status).toBe(204);
    });
    expect(deleted).toBe(1);
  });
});
