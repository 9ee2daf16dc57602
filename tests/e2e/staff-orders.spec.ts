/**
 * Staff handling orders at human speed: orders with a proof of payment to check stand out in the
 * list ("Proof received") and can be listed alone, every proof opens, "Mark Paid" and each move
 * along the flow ask first and name what changes, an unpaid order moves on only with a reason, a
 * pickup order is offered its own steps, and a cancelled unpaid order no longer awaits payment.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectToast, signInAsAdmin } from './auth-helpers.js';
import { expect, retypeInto, test, typeInto } from './human.js';
import { placeGuestOrder } from './api-orders.js';

const staffOrdersEmail = () => `staff-orders-${randomUUID().slice(0, 8)}@example.com`;
const pdf = Buffer.from('%PDF-1.4\n% proof of transfer\n%%EOF\n');

/** The shopper's proof step, as the order page does it: a ticket, the upload, the confirmation. */
async function uploadProof(request: APIRequestContext, orderNumber: string, headers: Record<string, string>) {
  const ticket = (await (
    await request.post(`/api/orders/${orderNumber}/documents/uploads`, {
      headers,
      data: {
        kind: 'payment_proof',
        content_type: 'application/pdf',
        file_name: 'transfer.pdf',
        size: pdf.length,
      },
    })
  ).json()) as { url: string; fields: Record<string, string>; key: string };
  const uploaded = await request.post(ticket.url, {
    multipart: { ...ticket.fields, file: { name: 'transfer.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status()).toBeLessThan(300);
  const confirmed = await request.post(`/api/orders/${orderNumber}/documents`, {
    headers,
    data: { kind: 'payment_proof', key: ticket.key, file_name: 'transfer.pdf' },
  });
  expect(confirmed.status()).toBe(200);
}

async function findOrder(staff: Page, orderNumber: string) {
  const search = staff.getByRole('searchbox', { name: 'Search orders by number, email or name' });
  await retypeInto(search, orderNumber);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
}

const rowOf = (staff: Page, orderNumber: string) => staff.getByRole('row').filter({ hasText: orderNumber });

test.describe('staff order handling', () => {
  test('a proof received stands out, can be listed alone, every proof opens, and Mark Paid asks first', async ({
    page: staff,
    request,
  }) => {
    test.setTimeout(90_000);
    const { headers, orderNumber } = await placeGuestOrder(request, { email: staffOrdersEmail() });
    const other = await placeGuestOrder(request, { email: staffOrdersEmail() });
    await uploadProof(request, orderNumber, headers);
    await uploadProof(request, orderNumber, headers);

    await signInAsAdmin(staff);
    await staff.getByRole('tab', { name: 'Orders' }).click();
    await findOrder(staff, orderNumber);
    await expect(rowOf(staff, orderNumber).getByText('Proof received', { exact: true })).toBeVisible();

    // The filter: only orders whose proof waits; an order without one is not listed.
    await staff.getByRole('checkbox', { name: 'Proof received only' }).click();
    await expect(rowOf(staff, orderNumber)).toBeVisible();
    await findOrder(staff, other.orderNumber);
    await expect(staff.getByText('No orders found')).toBeVisible();
    await expect(rowOf(staff, other.orderNumber)).toHaveCount(0);
    await findOrder(staff, orderNumber);

    await staff.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Order ${orderNumber}` });
    const proofs = dialog.getByRole('link', { name: /^Open transfer\.pdf \(uploaded / });
    await expect(proofs).toHaveCount(2);
    for (const proof of await proofs.all()) {
      const file = await request.get((await proof.getAttribute('href'))!);
      expect(Buffer.from(await file.body())).toEqual(pdf);
    }

    // One click does not mark it paid: the confirmation names the order and the change.
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    const confirm = staff.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `Mark order ${orderNumber} paid? Its payment changes from Awaiting payment to Paid`,
    );
    await confirm.getByRole('button', { name: 'Mark Paid' }).click();
    await expectToast(staff, `Order ${orderNumber} is marked paid`);
    await expect(
      dialog.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Paid, it no longer waits for staff.
    await expect(rowOf(staff, orderNumber)).toHaveCount(0);
  });

  test('an unpaid order moves on only with a reason; a pickup is offered its own steps; cancelled is Not paid', async ({
    page: staff,
    request,
  }) => {
    test.setTimeout(90_000);
    const transfer = await placeGuestOrder(request, { email: staffOrdersEmail() });
    const pickup = await placeGuestOrder(request, { kind: 'pickup', email: staffOrdersEmail() });

    await signInAsAdmin(staff);
    await staff.getByRole('tab', { name: 'Orders' }).click();
    await findOrder(staff, transfer.orderNumber);
    await staff.getByRole('button', { name: `View order ${transfer.orderNumber}` }).click();
    let dialog = staff.getByRole('dialog', { name: `Order ${transfer.orderNumber}` });
    await dialog.getByRole('button', { name: 'Move to Processed' }).click();
    let confirm = staff.getByRole('alertdialog');
    await expect(confirm).toContainText(`Move order ${transfer.orderNumber} from Confirmed to Processed?`);
    await expect(confirm).toContainText('This order is not paid (Awaiting payment).');
    const move = confirm.getByRole('button', { name: 'Move to Processed' });
    await expect(move).toBeDisabled();
    await typeInto(
      confirm.getByRole('textbox', { name: 'Reason for moving it on before payment' }),
      'Cheque cleared',
    );
    await move.click();
    await expectToast(staff, `Order ${transfer.orderNumber} is now Processed`);
    await expect(dialog.getByRole('region', { name: 'Status history' })).toContainText('Cheque cleared');

    // Cancelled, the unpaid order no longer says it awaits payment.
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(staff, `Order ${transfer.orderNumber} cancelled`);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const row = rowOf(staff, transfer.orderNumber);
    await expect(row.getByText('Not paid', { exact: true })).toBeVisible();
    await expect(row.getByText('Awaiting payment')).toHaveCount(0);

    // A cash pickup: made ready before it is paid at the counter, never in transit.
    await findOrder(staff, pickup.orderNumber);
    await staff.getByRole('button', { name: `View order ${pickup.orderNumber}` }).click();
    dialog = staff.getByRole('dialog', { name: `Order ${pickup.orderNumber}` });
    for (const [from, to] of [
      ['Confirmed', 'Processed'],
      ['Processed', 'Ready for pickup'],
    ] as const) {
      await expect(dialog.getByRole('button', { name: 'Move to In Transit' })).toHaveCount(0);
      await dialog.getByRole('button', { name: `Move to ${to}` }).click();
      confirm = staff.getByRole('alertdialog');
      await expect(confirm).toContainText(`Move order ${pickup.orderNumber} from ${from} to ${to}?`);
      await confirm.getByRole('button', { name: `Move to ${to}` }).click();
      await expectToast(staff, `Order ${pickup.orderNumber} is now ${to}`);
    }
    await expect(dialog.getByRole('button', { name: 'Move to Collected' })).toBeVisible();
  });
});
