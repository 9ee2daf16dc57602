/**
 * Amplify v6 (aws-amplify/auth), loaded on demand: only the auth pages, My Account, the admin area
 * and a stored-session check import it, so it never weighs on the shopper's first load. Configured
 * once from `/config.json`; locally `userPoolEndpoint` points at cognito-local.
 */
import { normaliseEmail } from '@core/auth/email-address';
import { getRuntimeConfig } from '@web/config/runtime-config';
import type * as AmplifyAuthModule from 'aws-amplify/auth';

type AuthModule = typeof AmplifyAuthModule;

/**
 * The auth calls that name an account by its e-mail, with the address trimmed and lowercased on the
 * way in ({@link normaliseEmail}): every sign-in, sign-up, confirmation, reset and e-mail change of
 * the web goes through here, so "Customer@Storefront.local" is the same account as
 * "customer@storefront.local" on cognito-local (case-sensitive) as in AWS.
 */
function withNormalisedEmails(auth: AuthModule) {
  const named = <T extends { username: string }>(input: T): T => ({
    ...input,
    username: normaliseEmail(input.username),
  });
  return {
    signIn: (input: Parameters<AuthModule['signIn']>[0]) => auth.signIn(named(input)),
    signUp: (input: Parameters<AuthModule['signUp']>[0]) => {
      const attributes = input.options?.userAttributes;
      return auth.signUp({
        ...named(input),
        ...(input.options
          ? {
              options: {
                ...input.options,
                ...(attributes
                  ? {
                      userAttributes: {
                        ...attributes,
                        ...(attributes.email ? { email: normaliseEmail(attributes.email) } : {}),
                      },
                    }
                  : {}),
              },
            }
          : {}),
      });
    },
    confirmSignUp: (input: Parameters<AuthModule['confirmSignUp']>[0]) => auth.confirmSignUp(named(input)),
    resendSignUpCode: (input: Parameters<AuthModule['resendSignUpCode']>[0]) =>
      auth.resendSignUpCode(named(input)),
    resetPassword: (input: Parameters<AuthModule['resetPassword']>[0]) => auth.resetPassword(named(input)),
    confirmResetPassword: (input: Parameters<AuthModule['confirmResetPassword']>[0]) =>
      auth.confirmResetPassword(named(input)),
    updateUserAttribute: (input: Parameters<AuthModule['updateUserAttribute']>[0]) =>
      auth.updateUserAttribute(
        input.userAttribute.attributeKey === 'email'
          ? {
              ...input,
              userAttribute: { ...input.userAttribute, value: normaliseEmail(input.userAttribute.value) },
            }
          : input,
      ),
  };
}

async function loadConfiguredAuth() {
  const [{ Amplify }, auth, { Hub }, config] = await Promise.all([
    import('aws-amplify'),
    import('aws-amplify/auth'),
    import('aws-amplify/utils'),
    getRuntimeConfig(),
  ]);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  return {
    ...auth,
    ...withNormalisedEmails(auth),
    Hub,
    /**
     * SRP keeps the password off the wire in AWS; cognito-local implements only the plain password
     * flow, so the local stack (the one with `userPoolEndpoint`) uses that.
     */
    authFlowType: config.userPoolEndpoint ? ('USER_PASSWORD_AUTH' as const) : ('USER_SRP_AUTH' as const),
  };
}

export type AmplifyAuth = Awaited<ReturnType<typeof loadConfiguredAuth>>;

let pending: Promise<AmplifyAuth> | undefined;

/** Amplify's auth API, configured; loads the chunk on the first call. */
export function loadAmplifyAuth(): Promise<AmplifyAuth> {
  pending ??= loadConfiguredAuth().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
