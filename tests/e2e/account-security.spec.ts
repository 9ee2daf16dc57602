/**
 * Passwords and sessions as a shopper and staff meet them: the minimum length on reset and on
 * change, where a reset lands (shop or admin sign-in, by where it was asked for), what a
 * deactivated account reads at sign-in, and stale error toasts going once a step succeeds.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  createCustomerThroughApi,
  expectToast,
  makeEmail,
  signInAsAdmin,
  signUpThroughApi,
  waitForEmail,
} from './auth-helpers.js';

const PASSWORD = 'island6';
const TOO_SHORT = 'Password should be at least 6 characters long.';

/** The link of the newest reset e-mail to `email`. */
async function readResetLink(page: Page, email: string): Promise<string> {
  const message = await waitForEmail(page.request, email, (m) => m.subject === 'Reset your password');
  const link = /href="([^"]+)"/.exec(message.body)?.[1];
  expect(link).toContain('/reset-password?code=');
  return link!.replaceAll('&amp;', '&');
}

async function askResetInShop(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Reset email sent');
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

/** A fresh shopper's account, signed up and confirmed, with no session in any browser. */
async function newShopper(label: string): Promise<string> {
  const email = makeEmail(label);
  await createCustomerThroughApi(email, PASSWORD);
  return email;
}

test.describe('password rules', () => {
  test('a reset refuses "xy" with the spec sentence, then takes a long enough password', async ({ page }) => {
    const email = await newShopper('short-reset');
    await askResetInShop(page, email);
    await page.goto(await readResetLink(page, email));

    await setNewPassword(page, 'xy');
    const password = page.getByLabel('New Password', { exact: true });
    await expect(password).toHaveAccessibleDescription(TOO_SHORT);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/reset-password\?/);

    await password.fill('island7');
    await expect(page.getByText(TOO_SHORT)).toBeHidden();
  });

  test('the local pool refuses a short password the page did not check', async ({ page }) => {
    const email = await newShopper('pool-reset');
    await askResetInShop(page, email);
    const link = await readResetLink(page, email);
    const code = new URL(link, 'http://shop.test').searchParams.get('code')!;
    const answer = await page.request.post('/__cognito', {
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ConfirmForgotPassword',
      },
      data: JSON.stringify({ ClientId: 'any', Username: email, ConfirmationCode: code, Password: 'xy' }),
    });
    expect(answer.status()).toBe(400);
    expect(answer.headers()['x-amzn-errortype']).toBe('InvalidPasswordException');
  });

  test('Settings refuses "abc" as the new password and changes it to a long enough one', async ({ page }) => {
    const email = makeEmail('short-change');
    await signUpThroughApi(page, email, PASSWORD);
    await page.getByRole('tab', { name: 'Settings' }).click();

    await page.getByLabel('Current Password').fill(PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm New Password').fill('abc');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(TOO_SHORT);

    await page.getByLabel('New Password', { exact: true }).fill('island77');
    await page.getByLabel('Confirm New Password').fill('island77');
    await expect(page.getByText(TOO_SHORT)).toBeHidden();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password changed');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('island77');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  });
});

test.describe('where a reset lands', () => {
  test('staff who reset from the admin sign-in come back to it', async ({ page }) => {
    const email = await newShopper('staff-reset');
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('status')).toHaveText('Password reset email sent');

    await page.goto(await readResetLink(page, email));
    await setNewPassword(page, 'island88');

    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your password has been updated. Please sign in.');
  });
});

test.describe('sign-in messages', () => {
  test('a deactivated account reads a plain message, not the trigger failure', async ({ page, browser }) => {
    const email = await newShopper('deactivated');
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'User Administration' }).click();
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('switch', { name: `Status of ${email}` }).click();
    await page
      .getByRole('alertdialog', { name: /^Deactivate / })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByText('User deactivated', { exact: true }).first()).toBeVisible();

    const shopper = await (await browser.newContext()).newPage();
    await shopper.goto('/auth');
    await shopper.getByLabel('Email', { exact: true }).fill(email);
    await shopper.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await shopper.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(shopper, 'Sign in failed', 'Your account has been deactivated. Please contact us.');
    await expect(shopper.getByText(/failed with error/)).toHaveCount(0);
    await shopper.context().close();
  });

  test('a sign-up error toast goes once the next attempt succeeds', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First Name').fill('Marcia');
    await page.getByLabel('Last Name').fill('Reid');
    await page.getByLabel('Email', { exact: true }).fill(makeEmail('stale-toast'));
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Password too weak', TOO_SHORT);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Success!', 'Please check your email to confirm your account.');
    await expect(page.getByText('Password too weak')).toHaveCount(0);
  });
});
