/**
 * Helpers of the account and admin end-to-end tests: unique e-mails, the local mailbox, toasts,
 * interception, admin sign-in.
 */
import { randomUUID } from 'node:crypto';
import { ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SHOP_IDENTITY } from '../../functions/core/shop-identity.js';
import type { MailboxMessage } from '../../infra/local/mailbox.js';
import { createCognitoClient, waitForEmail as waitForMailTo } from '../helpers/accounts.js';
import { signIn, type Tokens } from '../helpers/cognito.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';

export function makeEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** How long a mail may take to reach the mailbox by default (the stream and triggers on a busy machine). */
const MAIL_WAIT_MS = 15_000;

/** The newest e-mail to `to` that `accept` takes, from the adapter's dev mailbox. */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  accept: (message: MailboxMessage) => boolean = () => true,
  /** How long to wait: the order mails come through the table's stream, slower on a busy machine. */
  timeout?: number,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__dev/mailbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        found = messages.find(accept);
        return found !== undefined;
      },
      // Asked every 250 ms after the first tries (the mailbox is in the shop's own process), not
      // the default once a second: a mail that lands just after a look is not waited for a second.
      // A person waits longer than the 5 s default for a mail; the clean-clone run once missed a
      // sign-up code that came later.
      { intervals: [100, 250], timeout: timeout ?? MAIL_WAIT_MS },
    )
    .toBe(true);
  return found!;
}

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@storefront.local';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Admin#2026local';

/** Signs in through /admin/login (where it goes next is the caller's to check). */
export async function signInAtAdminLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The sample admin's session as the web app keeps it (Amplify's `CognitoIdentityServiceProvider.*`
 * keys in localStorage), from this worker's first sign-in: Playwright's storageState reuse, limited to
 * the session so that carts and other stored state stay each test's own. Nothing in the suite signs
 * the sample admin out or changes its password or groups.
 */
let adminSession: [string, string][] | undefined;

/**
 * Signs in as the sample admin and waits for the dashboard. The first call in a worker goes through
 * /admin/login; later ones open the dashboard with that session, like staff coming back to a signed-in
 * browser. Tests of signing in itself use `signInAtAdminLogin`.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (adminSession) {
    // A same-origin document that does not start the app, to store the session where the app reads it.
    await page.goto('/config.json');
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, adminSession);
    await page.goto('/admin/dashboard');
  } else {
    await signInAtAdminLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  }
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  adminSession ??= await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('CognitoIdentityServiceProvider.')),
  );
}

/** A toast with this title (and text), as the shopper sees it. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  // Case-sensitive: a string filter would let "published" in an older toast pass for "Published".
  const exactly = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const toast = page
    .locator('li')
    .filter({ hasText: exactly(title) })
    .filter({ hasText: exactly(description ?? '') })
    .first();
  // Amplify retries a dropped connection with backoff before it gives up.
  await expect(toast).toBeVisible({ timeout: 20_000 });
  if (description) await expect(toast).toContainText(description);
}

/** The sign-in service's address, from the shop's /config.json. */
export async function getUserPoolEndpoint(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { userPoolEndpoint: string };
  return config.userPoolEndpoint;
}

/**
 * Makes calls of one Cognito operation fail: with a service error (`{ type, message }`) or,
 * with `'network'`, as if the connection dropped.
 */
export async function failCognitoCall(
  page: Page,
  endpoint: string,
  operation: string,
  failure: { type: string; message: string } | 'network',
): Promise<void> {
  let used = false;
  // The endpoint may be called with or without a trailing slash.
  await page.route(
    (url) => url.href.replace(/\/$/, '') === endpoint.replace(/\/$/, ''),
    async (route) => {
      const target = route.request().headers()['x-amz-target'] ?? '';
      if (used || !target.endsWith(`.${operation}`)) return route.fallback();
      // Amplify retries network failures, so every attempt fails; a service error is answered once.
      if (failure === 'network') return route.abort('failed');
      used = true;
      return route.fulfill({
        status: 400,
        contentType: 'application/x-amz-json-1.1',
        headers: {
          'x-amzn-errortype': failure.type,
          'access-control-allow-origin': '*',
          'access-control-expose-headers': 'x-amzn-errortype',
        },
        body: JSON.stringify({ __type: failure.type, message: failure.message }),
      });
    },
  );
}

/** Fills the /auth page's Sign Up tab and sends it (`confirm`: the password typed again, the same unless given). */
export async function submitSignUp(
  page: Page,
  form: { firstName: string; lastName: string; email: string; password: string; confirm?: string },
): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill(form.firstName);
  await page.getByLabel('Last Name').fill(form.lastName);
  await page.getByLabel('Email', { exact: true }).fill(form.email);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByLabel('Confirm Password').fill(form.confirm ?? form.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs up through the /auth page and confirms with the code from the mailbox; ends signed in. */
export async function signUpThroughUi(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/auth');
  await submitSignUp(page, { firstName: 'Marcia', lastName: 'Reid', email, password });
  await expectToast(page, 'Success!', 'Please check your email to confirm your account.');
  const { code } = await waitForEmail(request, email);
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expectToast(page, 'Account created!', `Welcome to ${SHOP_IDENTITY.name}!`);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
}

/**
 * A new customer account, confirmed, for tests that are not about signing up: the same sign-up (names
 * and e-mail), e-mailed code and confirmation the /auth page sends, made to the sign-in service
 * directly. Tests of signing up use {@link signUpThroughUi}.
 */
export async function createCustomerThroughApi(email: string, password: string): Promise<Tokens> {
  const shop = e2eShop();
  const cognito = createCognitoClient(shop);
  await cognito.send(
    new SignUpCommand({
      ClientId: shop.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Marcia' },
        { Name: 'family_name', Value: 'Reid' },
      ],
    }),
  );
  const { code } = await waitForMailTo(shop.url, email);
  await cognito.send(
    new ConfirmSignUpCommand({ ClientId: shop.userPoolClientId, Username: email, ConfirmationCode: code }),
  );
  // The flow the web app signs in with on the local stack.
  return signIn(shop, email, password);
}

/**
 * {@link createCustomerThroughApi}, then the session put where the web app keeps it (Amplify's
 * `CognitoIdentityServiceProvider.*` keys in localStorage, as `signInAsAdmin` keeps the admin's), as
 * if this browser had signed in. Ends on My Account, as {@link signUpThroughUi} does.
 */
export async function signUpThroughApi(page: Page, email: string, password: string): Promise<void> {
  const tokens = await createCustomerThroughApi(email, password);
  const { username } = JSON.parse(
    Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString('utf8'),
  ) as { username: string };
  const prefix = `CognitoIdentityServiceProvider.${e2eShop().userPoolClientId}`;
  const session: [string, string][] = [
    [`${prefix}.LastAuthUser`, username],
    [`${prefix}.${username}.accessToken`, tokens.accessToken],
    [`${prefix}.${username}.idToken`, tokens.idToken],
    [`${prefix}.${username}.refreshToken`, tokens.refreshToken],
    [`${prefix}.${username}.clockDrift`, '0'],
    [
      `${prefix}.${username}.signInDetails`,
      JSON.stringify({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' }),
    ],
  ];
  // A same-origin document that does not start the app, to store the session where the app reads it.
  await page.goto('/config.json');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, session);
  await page.goto('/auth');
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
}

const e2eShop = () => JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

/** Signs in through the /auth page's Sign In tab; ends on My Account. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Welcome back!', 'You have been signed in successfully.');
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
}

/** Calls the admin API with the page's own session token, for test setup. */
export async function adminApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find(
        (k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'),
      );
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem(key ?? '')}`,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    { method, path, body },
  );
}
