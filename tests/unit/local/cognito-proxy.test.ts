import { describe, expect, it } from 'vitest';
import { translateCognitoCall } from '../../../infra/local/cognito-proxy.js';

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
