import { describe, expect, it } from 'vitest';
import { isSpaCognitoCall, translateCognitoCall } from '../../../infra/local/cognito-proxy.js';

describe('local Cognito proxy', () => {
  it('turns a session refresh into the refresh-token flow cognito-local knows', () => {
    const call = translateCognitoCall(
      'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      JSON.stringify({ RefreshToken: 'r-1', ClientId: 'c-1' }),
    );
    expect(call.target).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(JSON.parse(call.body)).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'c-1',
      AuthParameters: { REFRESH_TOKEN: 'r-1' },
    });
  });

  it('passes every other call through unchanged', () => {
    const body = JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH' });
    expect(translateCognitoCall('AWSCognitoIdentityProviderService.InitiateAuth', body)).toEqual({
      target: 'AWSCognitoIdentityProviderService.InitiateAuth',
      body,
    });
  });
});

describe('calls the proxy forwards', () => {
  it('takes the SPA calls and refuses Admin and pool-wide calls', () => {
    const target = (name: string) => `AWSCognitoIdentityProviderService.${name}`;
    for (const name of ['SignUp', 'InitiateAuth', 'ConfirmForgotPassword', 'ChangePassword', 'DeleteUser']) {
      expect(isSpaCognitoCall(target(name)), name).toBe(true);
    }
    for (const name of ['AdminAddUserToGroup', 'AdminSetUserPassword', 'ListUsers', 'CreateUserPoolClient']) {
      expect(isSpaCognitoCall(target(name)), name).toBe(false);
    }
    expect(isSpaCognitoCall('SignUp')).toBe(false);
  });

  it('leaves a malformed refresh call for Cognito to refuse instead of failing', () => {
    const call = translateCognitoCall('AWSCognitoIdentityProviderService.GetTokensFromRefreshToken', '{oops');
    expect(call.target).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
  });
});
