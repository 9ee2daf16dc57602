import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from '../../../infra/local/password-policy.js';

const call = (name: string, body: unknown) =>
  checkPasswordPolicy(`AWSCognitoIdentityProviderService.${name}`, JSON.stringify(body));

describe('local password policy', () => {
  it('refuses a new password below 6 characters on reset, change, sign-up and the first-sign-in challenge', () => {
    for (const refused of [
      call('ConfirmForgotPassword', { Username: 'a@example.test', ConfirmationCode: '1', Password: 'xy' }),
      call('ChangePassword', { AccessToken: 't', PreviousPassword: 'old-one', ProposedPassword: 'abc' }),
      call('SignUp', { Username: 'a@example.test', Password: 'abcde' }),
      call('RespondToAuthChallenge', { ChallengeResponses: { NEW_PASSWORD: 'abc' } }),
    ]) {
      expect(refused).toEqual({
        __type: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password not long enough',
      });
    }
  });

  it('lets a long enough password and calls that set none through', () => {
    expect(call('ConfirmForgotPassword', { Password: 'abcdef' })).toBeUndefined();
    expect(call('ChangePassword', { PreviousPassword: 'x', ProposedPassword: 'abcdef' })).toBeUndefined();
    expect(call('InitiateAuth', { AuthParameters: { PASSWORD: 'x' } })).toBeUndefined();
    expect(checkPasswordPolicy('AWSCognitoIdentityProviderService.SignUp', '{not json')).toBeUndefined();
  });
});
