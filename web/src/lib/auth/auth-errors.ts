/**
 * Maps what Amplify / Cognito throw to the shop's error toasts. Their table was written for
 * another provider's messages ('User already registered', 'Password should be at least...'); here
 * Cognito's error names select the same outcomes. An error the service answered is an "error"
 * (its message is shown); anything else (no network, a bug) is an "exception" with a generic text.
 */
import { credentialMessages, type SignUpValues } from '@core/auth/credentials';
import { SHOP_IDENTITY } from '@core/shop-identity';

/** The shop's error toasts, "Authentication", verbatim. */
export const authToasts = {
  passwordsDiffer: { title: 'Error', description: 'Passwords do not match' },
  accountExists: {
    title: 'Account already exists',
    description: 'An account with this email already exists. Please sign in instead.',
  },
  passwordTooWeak: {
    title: 'Password too weak',
    description: credentialMessages.passwordTooShort,
  },
  signUpFailed: 'Sign up failed',
  signUpUnexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  signInFailed: 'Sign in failed',
  unexpected: 'An unexpected error occurred',
  error: 'Error',
  checkEmail: { title: 'Success!', description: 'Please check your email to confirm your account.' },
  accountCreated: { title: 'Account created!', description: `Welcome to ${SHOP_IDENTITY.name}!` },
  signedIn: { title: 'Welcome back!', description: 'You have been signed in successfully.' },
  resetSent: { title: 'Reset email sent', description: 'Check your email for a password reset link.' },
  signedOut: { title: 'Signed out', description: 'You have been signed out successfully.' },
} as const;

export interface ToastMessage {
  title: string;
  description: string;
}

/** Error names that mean the request never got a proper answer. */
const EXCEPTION_NAMES = new Set(['NetworkError', 'Unknown', 'UnknownError', 'TypeError', 'AbortError']);
const LENGTH_REASON = /long enough|length|at least/i;

/** The error's name, when it has one. */
export function getErrorName(error: unknown): string | undefined {
  return error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
    ? String((error as { name: unknown }).name)
    : undefined;
}

/** Cognito wraps what a trigger throws: "PreTokenGeneration failed with error <message>." */
const TRIGGER_FAILURE = /failed with error (.+)$/s;

/**
 * The message a reader should see. A trigger's own message is unwrapped from Cognito's framing
 * (which names the function and repeats the final full stop), and Cognito's own refusal of a
 * disabled user says the same as the shop's deactivation check.
 */
function getMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (getErrorName(error) === 'NotAuthorizedException' && message === 'User is disabled.') {
    return credentialMessages.accountDeactivated;
  }
  const wrapped =
    getErrorName(error) === 'UserLambdaValidationException' ? TRIGGER_FAILURE.exec(message) : null;
  return wrapped ? wrapped[1]!.replace(/\.\.$/, '.') : message;
}

/** True for an answer of the service (or Amplify's own validation), false for an exception. */
export function isServiceError(error: unknown): boolean {
  const name = getErrorName(error);
  if (!name || EXCEPTION_NAMES.has(name) || name === 'Error') return false;
  return getMessage(error) !== '';
}

/** The sign-up toast for an error. */
export function mapSignUpError(error: unknown): ToastMessage {
  const toasts = authToasts;
  if (!isServiceError(error)) return { ...toasts.signUpUnexpected };
  const name = getErrorName(error);
  const message = getMessage(error);
  if (name === 'UsernameExistsException' || message.includes('User already registered')) {
    return { ...toasts.accountExists };
  }
  if (name === 'InvalidPasswordException' || message.includes('Password should be at least')) {
    // A length failure gets the shop's sentence; other policy reasons (character classes) are listed.
    return LENGTH_REASON.test(message) || message.includes('Password should be at least')
      ? { ...toasts.passwordTooWeak }
      : { title: toasts.passwordTooWeak.title, description: message };
  }
  return { title: toasts.signUpFailed, description: message };
}

/**
 * The toast of a sign-up the form refused, by the fields core's `signUpSchema` flagged (their
 * messages show under them): a mismatch first (the shop's toast), then a password below the minimum
 * length; none when only a name or the e-mail is missing. Nothing is sent either way.
 */
export function findSignUpPasswordProblem(
  refused: Partial<Record<keyof SignUpValues, unknown>>,
): ToastMessage | undefined {
  if (refused.confirmPassword) return { ...authToasts.passwordsDiffer };
  if (refused.password) return { ...authToasts.passwordTooWeak };
  return undefined;
}

/** The sign-in toast for an error. */
export function mapSignInError(error: unknown): ToastMessage {
  const toasts = authToasts;
  return {
    title: toasts.signInFailed,
    description: isServiceError(error) ? getMessage(error) : toasts.unexpected,
  };
}

/** The toast of a failed password reset request, sign-out or other account call. */
export function mapGenericAuthError(error: unknown): ToastMessage {
  const toasts = authToasts;
  return { title: toasts.error, description: isServiceError(error) ? getMessage(error) : toasts.unexpected };
}

/**
 * The message of a failed reset or password change: the shop's sentence when the pool's policy
 * refuses the new password for its length, the service's message otherwise.
 */
export function describePasswordError(error: unknown): string {
  if (!isServiceError(error)) return authToasts.unexpected;
  const message = getMessage(error);
  if (getErrorName(error) === 'InvalidPasswordException' && LENGTH_REASON.test(message)) {
    return authToasts.passwordTooWeak.description;
  }
  return message;
}

/** True when a reset code is wrong, used or expired: the reset page's "invalid link" case. */
export function isInvalidResetCode(error: unknown): boolean {
  const name = getErrorName(error);
  return name === 'CodeMismatchException' || name === 'ExpiredCodeException';
}
