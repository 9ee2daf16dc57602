/**
 * Staff two-step verification at /admin/login, in the browser against cognito-local: an admin whose
 * account has an authenticator app is asked for its code after the password, a wrong code is
 * refused on the spot, and the right one opens the dashboard. (The set-up screen at sign-in appears
 * where the stage requires two-step verification, which the local shop does not: the admin API's
 * refusal and the set-up calls are covered by tests/integration/auth/staff-mfa.test.ts; the set-up
 * from the dashboard, offered on every stage, by staff-two-step-setup.spec.ts.)
 */
import {
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';
import { createCognitoClient } from '../helpers/accounts.js';
import { createTestUser, type TestUser } from '../helpers/admin-users.js';
import { signIn } from '../helpers/cognito.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { totpCode } from '../helpers/totp.js';
import { signInAtAdminLogin } from './auth-helpers.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

let staff: TestUser;
let secret: string;

test.beforeAll(async () => {
  staff = await createTestUser(shop, ['customer', 'admin']);
  const { accessToken } = await signIn(shop, staff.email, staff.password);
  const cognito = createCognitoClient(shop);
  try {
    secret = (await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken })))
      .SecretCode!;
    await cognito.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(secret) }),
    );
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
  } finally {
    cognito.destroy();
  }
});

test('an admin with an authenticator app gives its code after the password, and a wrong one is refused', async ({
  page,
}) => {
  await signInAtAdminLogin(page, staff.email, staff.password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Authentication code' });

  await code.fill(String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});
