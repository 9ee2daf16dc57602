/**
 * The Cognito triggers running for real: cognito-local invokes them through the adapter's Lambda
 * endpoint, and the e-mails land in the local mailbox.
 */
import {
  AdminListGroupsForUserCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../../functions/data/keys.js';
import {
  confirmSignUpFromMail,
  createCognitoClient,
  createDocumentClient,
  makeEmail,
  signUpThroughPool,
  waitForEmail,
} from '../../helpers/accounts.js';
import { signIn } from '../../helpers/cognito.js';

const shop = inject('shop');
const cognito = createCognitoClient(shop);
const documents = createDocumentClient(shop);
const tableName = shop.functionEnv.TABLE_NAME!;
const PASSWORD = 'secret1';

afterAll(() => {
  cognito.destroy();
  documents.destroy();
});

const signUp = (email: string) =>
  signUpThroughPool(cognito, shop, { email, password: PASSWORD, givenName: 'Tessa', familyName: 'Campbell' });

async function signUpAndConfirm(email: string): Promise<string> {
  const sub = await signUp(email);
  await confirmSignUpFromMail(cognito, shop, email);
  return sub;
}

async function readProfile(sub: string) {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName, Key: keys.profile(sub), ConsistentRead: true }),
  );
  return Item;
}

describe('sign-up e-mail', () => {
  it('carries the confirmation code built by the custom-message trigger', async () => {
    const email = makeEmail('code');
    await signUp(email);

    const message = await waitForEmail(shop.url, email);

    expect(message.subject).toBe('Confirm your account');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);
  });
});

describe('post-confirmation trigger', () => {
  it('puts the confirmed user in the customer group and writes the profile item', async () => {
    const email = makeEmail('confirm');

    const sub = await signUpAndConfirm(email);

    const profile = await readProfile(sub);
    expect(profile).toMatchObject({
      entity: 'profile',
      user_id: sub,
      email,
      first_name: 'Tessa',
      last_name: 'Campbell',
      phone: '',
      is_active: true,
      roles: ['customer'],
      last_sign_in_at: null,
    });
    expect(Date.parse(String(profile?.created_at))).not.toBeNaN();
    const groups = await cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: shop.userPoolId, Username: sub }),
    );
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['customer']);
  });

  it('gives the new customer a token with the customer group', async () => {
    const email = makeEmail('token');
    await signUpAndConfirm(email);

    const { idToken } = await signIn(shop, email, PASSWORD);

    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(claims['cognito:groups']).toEqual(['customer']);
  });
});

describe('post-authentication trigger', () => {
  it('records last_sign_in_at at each sign-in', async () => {
    const email = makeEmail('signin');
    const sub = await signUpAndConfirm(email);
    const before = Date.now();

    await signIn(shop, email, PASSWORD);

    const profile = await readProfile(sub);
    expect(Date.parse(String(profile?.last_sign_in_at))).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('forgot password e-mail', () => {
  it('links to /reset-password with the code and the e-mail', async () => {
    const email = makeEmail('reset');
    await signUpAndConfirm(email);

    await cognito.send(new ForgotPasswordCommand({ ClientId: shop.userPoolClientId, Username: email }));

    const message = await waitForEmail(shop.url, email, (m) => m.subject === 'Reset your password');
    const link = `${shop.url}/reset-password?code=${message.code}&email=${encodeURIComponent(email)}`;
    expect(message.body).toContain(`href="${link}"`);
  });
});
