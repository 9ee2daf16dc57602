/**
 * A reply the mail service refuses shows Not sent with the reason, and Send again e-mails it. The
 * test switches the local SES off for its own shopper's address alone, so it runs beside the other
 * specs: their mails go to other addresses and are sent as usual.
 */
import { expect, test } from '@playwright/test';
import { LOCAL_MAIL } from '../../infra/local/config.js';
import { SES_OUTAGE_PATH } from '../../infra/local/services/ses.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { createTestUser, type TestUser } from '../helpers/admin-users.js';
import { sendContactMessage } from '../helpers/enquiries.js';
import { expectToast, makeEmail, signInAtAdminLogin, waitForEmail } from './auth-helpers.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

let moderator: TestUser;

test.beforeAll(async () => {
  moderator = await createTestUser(shop, ['customer', 'moderator']);
});

test('a reply the mail service refuses shows Not sent with the reason, and Send again e-mails it', async ({
  page,
  request,
}) => {
  const shopper = makeEmail('shopper');
  const subject = `Printer ink ${shopper.slice(8, 16)}`;
  const sent = await sendContactMessage(shop.url, {
    email: shopper,
    subject,
    text: 'Do you stock ink for the HP 950?',
  });
  expect(sent.status).toBe(202);
  // The enquiry's own mails first, so the outage below refuses the reply alone.
  await waitForEmail(request, LOCAL_MAIL.staff, (m) => m.subject.endsWith(subject));

  await signInAtAdminLogin(page, moderator.email, moderator.password);
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or subject' }).fill(shopper);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Open message: ${subject}` }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await dialog.getByRole('textbox', { name: 'Reply to the sender' }).fill('Yes, the HP 950 is in stock.');

  // An outage for this shopper's address alone: tests running beside it go on getting their mails.
  const outage = `${shop.functionEnv.AWS_ENDPOINT_URL_SESV2!}${SES_OUTAGE_PATH}?to=${encodeURIComponent(shopper)}`;
  await fetch(outage, { method: 'POST' });
  try {
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, 'Reply not e-mailed', 'Use Send again.');
  } finally {
    await fetch(outage, { method: 'DELETE' });
  }
  await expect(dialog.getByText('Not sent')).toBeVisible();
  await expect(dialog.getByText(/^The mail service said: /)).toBeVisible();

  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expectToast(page, 'Success', 'Reply sent.');
  await expect(dialog.getByText('E-mailed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  const mail = await waitForEmail(request, shopper, (m) => m.subject === `Re: ${subject}`);
  expect(mail.text).toContain('Yes, the HP 950 is in stock.');
});
