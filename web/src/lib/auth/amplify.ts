/**
 * Amplify v6 (aws-amplify/auth), loaded on demand: only the auth pages, My Account, the admin area
 * and a stored-session check import it, so it never weighs on the shopper's first load. Configured
 * once from `/config.json`; locally `userPoolEndpoint` points at cognito-local.
 */
import { getRuntimeConfig } from '@web/config/runtime-config';

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
