/**
 * Staff two-step verification set up from the dashboard, on the local shop (which does not require
 * it): a fresh admin (not the sample one, whose sign-in the other tests share) opens the "Two-step
 * verification" tab, adds an authenticator app with a real code, signs out, and the next sign-in
 * asks for a code from the app. A moderator finds the same section under the inbox.
 */
import type { Page } from '@playwright/test';
import { createTestUser, type TestUser } from '../helpers/admin-users.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { totpCode } from '../helpers/totp.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test, typeInto } from './human.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

let staff: TestUser;
let moderator: TestUser;

test.beforeAll(async () => {
  staff = await createTestUser(shop, ['customer', 'admin']);
  moderator = await createTestUser(shop, ['customer', 'moderator']);
});

async function signInWithPassword(page: Page, { email, password }: TestUser = staff) {
  await page.goto('/admin/login');
  await typeInto(page.getByRole('textbox', { name: 'Email' }), email);
  await typeInto(page.getByLabel('Password', { exact: true }), password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an admin turns on two-step verification from the dashboard, and the next sign-in asks for the code', async ({
  page,
}) => {
  test.slow();
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('tab', { name: 'Two-step verification' }).click();
  await expect(page.getByText('Two-step verification is off')).toBeVisible();
  await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  const secret = page.getByTestId('totp-secret');
  await expect(secret).toHaveText(/^[A-Z2-7]{16,}=*$/);
  const setupKey = (await secret.textContent())!.trim();
  await expect(page.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/.*secret=${setupKey}`),
  );
  await expectNoSeriousViolations(page);

  await typeInto(page.getByRole('textbox', { name: 'Authentication code' }), totpCode(setupKey));
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(
    page.getByText(
      'Two-step verification is on. Your next sign-in will ask for a code from your authenticator app.',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signInWithPassword(page);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await typeInto(page.getByRole('textbox', { name: 'Authentication code' }), totpCode(setupKey));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('tab', { name: 'Two-step verification' }).click();
  await expect(
    page.getByText(
      'Two-step verification is on: every sign-in of this account asks for a code from your authenticator app.',
    ),
  ).toBeVisible();
});

test('a moderator finds two-step verification under the inbox, off until they set it up', async ({
  page,
}) => {
  await signInWithPassword(page, moderator);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step verification', level: 2 })).toBeVisible();
  await expect(page.getByText('Two-step verification is off')).toBeVisible();
  await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(page.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7]{16,}=*$/);
});
