/**
 * Accounts, end to end against the local stack: sign up with the e-mailed code, stay signed in
 * across a reload, sign out; forgot and reset password with the link from the local mailbox; the
 * admin login; every message of the spec's authentication error table.
 */
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_ACCOUNTS } from '../../infra/local/config.js';
import {
  expectToast,
  failCognitoCall,
  getUserPoolEndpoint,
  makeEmail,
  signUpThroughUi,
  submitSignUp,
  waitForEmail,
} from './auth-helpers.js';
import { typeInto } from './human.js';

const PASSWORD = 'island6';

test.describe('shopper account', () => {
  test('signs up, confirms with the e-mailed code, stays signed in across a reload and signs out', async ({
    page,
    request,
  }) => {
    const email = makeEmail('signup');

    await signUpThroughUi(page, request, email, PASSWORD);

    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out', 'You have been signed out successfully.');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('signs in with e-mail and password', async ({ page }) => {
    const { email, password } = SAMPLE_ACCOUNTS.customer;
    await page.goto('/auth');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expectToast(page, 'Welcome back!', 'You have been signed in successfully.');
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByText('No orders found')).toBeVisible();
    await page.getByRole('tab', { name: 'Wishlist' }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });

  test('saves the profile', async ({ page, request }) => {
    const email = makeEmail('profile');
    await signUpThroughUi(page, request, email, PASSWORD);

    await page.getByLabel('Phone').fill('876 555 0142');
    await page.getByLabel('First Name').fill('Marcia-Ann');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated');
    await page.reload();

    await expect(page.getByLabel('First Name')).toHaveValue('Marcia-Ann');
    await expect(page.getByLabel('Phone')).toHaveValue('+18765550142');
  });
});

test.describe('password reset', () => {
  test('sends a link to /reset-password; the page checks the passwords and sets the new one', async ({
    page,
    request,
  }) => {
    const email = makeEmail('reset');
    await signUpThroughUi(page, request, email, PASSWORD);
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Reset email sent', 'Check your email for a password reset link.');
    await expect(dialog).toBeHidden();

    const message = await waitForEmail(request, email, (m) => m.subject === 'Reset your password');
    const link = /href="([^"]+)"/.exec(message.body)?.[1];
    expect(link).toContain('/reset-password?code=');
    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('newpass1');
    await page.getByLabel('Confirm New Password').fill('newpass2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByLabel('Confirm New Password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    await expect(page.getByLabel('Confirm New Password')).toBeFocused();

    await page.getByLabel('Confirm New Password').fill('newpass1');
    await expect(page.getByText('Passwords do not match.')).toBeHidden();
    await page.getByRole('button', { name: 'Update Password' }).click();
    // A shopper asked for the reset in the shop: back to the shop's sign-in, with a success message.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been updated. Please sign in.' }),
    ).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('newpass1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  });

  test('refuses a wrong code and a link without one', async ({ page }) => {
    const { email } = SAMPLE_ACCOUNTS.customer;
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(
      'Reset link is invalid or expired. Please request a new one.',
    );

    await page.goto(`/reset-password?code=000000&email=${encodeURIComponent(email)}`);
    await page.getByLabel('New Password', { exact: true }).fill('whatever1');
    await page.getByLabel('Confirm New Password').fill('whatever1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Reset link is invalid or expired. Please request a new one.',
    );
  });
});

test.describe('admin login', () => {
  test('lets an admin in', async ({ page }) => {
    const { email, password } = SAMPLE_ACCOUNTS.admin;
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('signs a customer out again with the access-denied message', async ({ page }) => {
    const { email, password } = SAMPLE_ACCOUNTS.customer;
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Access denied. Admin privileges required.');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('asks for the e-mail before sending a reset e-mail', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email to reset your password.');

    await page.getByLabel('Email', { exact: true }).fill(SAMPLE_ACCOUNTS.admin.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('status')).toHaveText('Password reset email sent');
  });
});

test.describe('authentication errors (the error catalogue)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth');
  });

  const fillSignUp = (page: Page, email: string, password: string, confirm = password) =>
    submitSignUp(page, { firstName: 'Errol', lastName: 'Brown', email, password, confirm });

  test('passwords that differ', async ({ page }) => {
    await fillSignUp(page, makeEmail('differ'), PASSWORD, 'other12');
    await expectToast(page, 'Error', 'Passwords do not match');
  });

  test('a sign-up the form refuses says why under each field, sends nothing, then goes through', async ({
    page,
  }) => {
    const signUpCalls: string[] = [];
    page.on('request', (sent) => {
      if ((sent.headers()['x-amz-target'] ?? '').endsWith('.SignUp')) signUpCalls.push(sent.url());
    });
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Last Name').fill('Brown');
    await page.getByLabel('Email', { exact: true }).fill(makeEmail('refused'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('other12');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, 'Error', 'Passwords do not match');
    const firstName = page.getByLabel('First Name');
    await expect(firstName).toHaveAccessibleDescription('Please enter your first name.');
    await expect(firstName).toBeFocused();
    const confirm = page.getByLabel('Confirm Password');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match.');

    await firstName.fill('Errol');
    await confirm.fill(PASSWORD);
    await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
    expect(signUpCalls).toEqual([]);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Success!', 'Please check your email to confirm your account.');
    expect(signUpCalls).toHaveLength(1);
  });

  test('passwords that differ are said at once, with the e-mail not typed yet', async ({ page }) => {
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await typeInto(page.getByLabel('First Name'), 'Errol');
    await typeInto(page.getByLabel('Last Name'), 'Brown');
    await typeInto(page.getByLabel('Password', { exact: true }), PASSWORD);
    await typeInto(page.getByLabel('Confirm Password'), 'other12');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, 'Error', 'Passwords do not match');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Please enter your email.',
    );
    await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match.');
  });

  test('an e-mail that is already registered', async ({ page }) => {
    await fillSignUp(page, SAMPLE_ACCOUNTS.customer.email, PASSWORD);
    await expectToast(
      page,
      'Account already exists',
      'An account with this email already exists. Please sign in instead.',
    );
  });

  test('a password below the minimum length', async ({ page }) => {
    await fillSignUp(page, makeEmail('weak'), 'abc');
    await expectToast(page, 'Password too weak', 'Password should be at least 6 characters long.');
  });

  test("the pool's own weak-password answer", async ({ page, request }) => {
    await failCognitoCall(page, await getUserPoolEndpoint(request), 'SignUp', {
      type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    await fillSignUp(page, makeEmail('policy'), PASSWORD);
    await expectToast(page, 'Password too weak', 'Password should be at least 6 characters long.');
  });

  test('another sign-up error shows the server message', async ({ page, request }) => {
    await failCognitoCall(page, await getUserPoolEndpoint(request), 'SignUp', {
      type: 'InvalidParameterException',
      message: 'Invalid email address format.',
    });
    await fillSignUp(page, makeEmail('other'), PASSWORD);
    await expectToast(page, 'Sign up failed', 'Invalid email address format.');
  });

  test('a sign-up exception', async ({ page, request }) => {
    await failCognitoCall(page, await getUserPoolEndpoint(request), 'SignUp', 'network');
    await fillSignUp(page, makeEmail('offline'), PASSWORD);
    await expectToast(page, 'Error', 'An unexpected error occurred. Please try again.');
  });

  test('a sign-in error shows the server message', async ({ page }) => {
    await page.getByLabel('Email', { exact: true }).fill(SAMPLE_ACCOUNTS.customer.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Sign in failed', 'Invalid password');
  });

  test('a sign-in exception', async ({ page, request }) => {
    await failCognitoCall(page, await getUserPoolEndpoint(request), 'InitiateAuth', 'network');
    await page.getByLabel('Email', { exact: true }).fill(SAMPLE_ACCOUNTS.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(SAMPLE_ACCOUNTS.customer.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Sign in failed', 'An unexpected error occurred');
  });

  test('a reset error shows the server message, a reset exception the generic one', async ({
    page,
    request,
  }) => {
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email', { exact: true }).fill(makeEmail('nobody'));
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Error', 'User not found');

    await failCognitoCall(page, await getUserPoolEndpoint(request), 'ForgotPassword', 'network');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Error', 'An unexpected error occurred');
  });
});
