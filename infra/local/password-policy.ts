/**
 * The local user pool's password policy, and its enforcement: cognito-local stores the policy but
 * never checks it, so the same-origin proxy the browser goes through refuses a new password that
 * breaks it with the answer Cognito gives (`InvalidPasswordException`), on sign-up, reset, change
 * and the first-sign-in challenge alike.
 */
import { AUTH } from '../../functions/core/auth/auth-limits.js';

/** The pool's policy: the shop's minimum length and no character classes. */
export const LOCAL_PASSWORD_POLICY = {
  MinimumLength: AUTH.minPasswordLength,
  RequireLowercase: false,
  RequireUppercase: false,
  RequireNumbers: false,
  RequireSymbols: false,
} as const;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Where each call that sets a password carries the new one. */
const NEW_PASSWORD_OF: Record<string, (body: Record<string, unknown>) => unknown> = {
  SignUp: (body) => body.Password,
  ConfirmForgotPassword: (body) => body.Password,
  ChangePassword: (body) => body.ProposedPassword,
  RespondToAuthChallenge: (body) =>
    (body.ChallengeResponses as Record<string, unknown> | undefined)?.NEW_PASSWORD,
};

interface CognitoErrorAnswer {
  __type: 'InvalidPasswordException';
  message: string;
}

/** Cognito's refusal when a call sets a password shorter than the policy allows, else undefined. */
export function checkPasswordPolicy(target: string, body: string): CognitoErrorAnswer | undefined {
  const readPassword = NEW_PASSWORD_OF[target.replace(TARGET_PREFIX, '')];
  if (!readPassword) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined; // cognito-local answers a malformed body itself.
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const password = readPassword(parsed as Record<string, unknown>);
  if (typeof password !== 'string' || password.length >= LOCAL_PASSWORD_POLICY.MinimumLength)
    return undefined;
  return {
    __type: 'InvalidPasswordException',
    message: 'Password did not conform with policy: Password not long enough',
  };
}
