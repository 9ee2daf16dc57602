/**
 * The staff inbox end to end: a shopper sends a contact message, a moderator signs in at
 * /admin/login and lands on a dashboard that is the inbox alone, finds the message,
 * replies, and the reply is in the shopper's mailbox. (A reply the mail service refuses: see
 * mail-outage.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { createTestUser, type TestUser } from '../helpers/admin-users.js';
import { sendContactMessage } from '../helpers/enquiries.js';
import { expectToast, makeEmail, signInAtAdminLogin, waitForEmail } from './auth-helpers.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { typeInto } from './human.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

let moderator: TestUser;

test.beforeAll(async () => {
  moderator = await createTestUser(shop, ['customer', 'moderator']);
});

test('a moderator answers a contact message from the inbox and the shopper receives the reply', async ({
  page,
  request,
}) => {
  const shopper = makeEmail('shopper');
  const subject = `Laptop for my daughter ${shopper.slice(8, 16)}`;
  const sent = await sendContactMessage(shop.url, {
    email: shopper,
    subject,
    text: 'Do you deliver laptops to Montego Bay?',
  });
  expect(sent.status).toBe(202);

  await signInAtAdminLogin(page, moderator.email, moderator.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search by name, e-mail or subject' }).fill(shopper);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('button', { name: `Open message: ${subject}` });
  await expect(row).toContainText('New');
  await expectNoSeriousViolations(page);
  await row.click();

  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('Do you deliver laptops to Montego Bay?')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog
    .getByRole('textbox', { name: 'Reply to the sender' })
    .fill('Yes, we deliver to Montego Bay within three working days.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  // Saved at once and e-mailed from the table's stream a moment later: the dialog follows it.
  await expectToast(page, 'Success', 'Reply sent.');
  await expect(dialog.getByText(`Reply by ${moderator.email}`)).toBeVisible();
  await expect(dialog.getByText('E-mailed')).toBeVisible();

  const mail = await waitForEmail(request, shopper, (m) => m.subject === `Re: ${subject}`);
  expect(mail.text).toContain('Yes, we deliver to Montego Bay within three working days.');

  await dialog.getByRole('button', { name: 'Close message' }).click();
  await expectToast(page, 'Success', 'Message closed.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(page.getByRole('button', { name: `Open message: ${subject}` })).toContainText('Closed');
});

test('a blank reply is told under the reply field, and a typed one is sent', async ({ page }) => {
  const shopper = makeEmail('blank-reply');
  const subject = `Warranty on a printer ${shopper.slice(8, 16)}`;
  const sent = await sendContactMessage(shop.url, {
    email: shopper,
    subject,
    text: 'How long is the warranty on the LaserJet?',
  });
  expect(sent.status).toBe(202);

  await signInAtAdminLogin(page, moderator.email, moderator.password);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await typeInto(page.getByRole('searchbox', { name: 'Search by name, e-mail or subject' }), shopper);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Open message: ${subject}` }).click();

  const dialog = page.getByRole('dialog', { name: subject });
  const reply = dialog.getByRole('textbox', { name: 'Reply to the sender' });
  await typeInto(reply, '   ');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply).toHaveAccessibleDescription(
    `Please write a reply. Sent by e-mail to ${shopper} from the shop's address.`,
  );
  await expect(reply).toBeFocused();

  await typeInto(reply, 'One year, carry-in.');
  await expect(reply).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expectToast(page, 'Success', 'Reply sent.');
  await expect(reply).toHaveValue('');
});
