import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { signUpSchema, type SignUpValues } from '../../../../../functions/core/auth/credentials';
import {
  authToasts,
  describePasswordError,
  findSignUpPasswordProblem,
  isInvalidResetCode,
  isServiceError,
  mapGenericAuthError,
  mapSignInError,
  mapSignUpError,
} from '../../../../../web/src/lib/auth/auth-errors';

/** An error as Amplify throws it for a Cognito answer: its name is the Cognito exception. */
function cognitoError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const network = cognitoError('NetworkError', 'A network error has occurred.');

/** The fields the sign-up form refuses for these values, as the form kit reads core's schema. */
async function refusedFields(values: Partial<SignUpValues>) {
  const filled = { firstName: 'Errol', lastName: 'Brown', email: 'errol@example.com', ...values };
  const { errors } = await zodResolver(signUpSchema)(filled as SignUpValues, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return errors;
}

describe('sign-up password checks (before anything is sent)', () => {
  it("stops differing passwords with the shop's toast, before the length", async () => {
    expect(
      findSignUpPasswordProblem(await refusedFields({ password: 'island6', confirmPassword: 'other12' })),
    ).toEqual({ title: 'Error', description: 'Passwords do not match' });
    expect(
      findSignUpPasswordProblem(await refusedFields({ password: 'abc', confirmPassword: 'abd' })),
    ).toEqual(authToasts.passwordsDiffer);
  });

  it("stops a password below the core minimum with 'Password too weak'", async () => {
    expect(
      findSignUpPasswordProblem(await refusedFields({ password: 'abcde', confirmPassword: 'abcde' })),
    ).toEqual({ title: 'Password too weak', description: 'Password should be at least 6 characters long.' });
  });

  it('lets a long enough password typed twice through', async () => {
    expect(
      findSignUpPasswordProblem(await refusedFields({ password: 'abcdef', confirmPassword: 'abcdef' })),
    ).toBeUndefined();
  });

  it('leaves a missing name to the message under its field (no toast)', async () => {
    const refused = await refusedFields({ firstName: ' ', password: 'abcdef', confirmPassword: 'abcdef' });
    expect(Object.keys(refused)).toEqual(['firstName']);
    expect(findSignUpPasswordProblem(refused)).toBeUndefined();
  });
});

describe('sign-up errors', () => {
  it("maps Cognito's UsernameExistsException to 'Account already exists'", () => {
    expect(mapSignUpError(cognitoError('UsernameExistsException', 'User already exists'))).toEqual({
      title: 'Account already exists',
      description: 'An account with this email already exists. Please sign in instead.',
    });
  });

  it("maps the other provider's 'User already registered' message the same way", () => {
    expect(mapSignUpError(cognitoError('AuthApiError', 'User already registered')).title).toBe(
      'Account already exists',
    );
  });

  it("maps a length failure of the password policy to the shop's sentence", () => {
    const error = cognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
    expect(mapSignUpError(error)).toEqual({
      title: 'Password too weak',
      description: 'Password should be at least 6 characters long.',
    });
  });

  it('lists other policy reasons under the same title', () => {
    const error = cognitoError('InvalidPasswordException', 'Password must have uppercase characters');
    expect(mapSignUpError(error)).toEqual({
      title: 'Password too weak',
      description: 'Password must have uppercase characters',
    });
  });

  it("shows any other error as 'Sign up failed' with the server message", () => {
    expect(mapSignUpError(cognitoError('InvalidParameterException', 'Invalid email'))).toEqual({
      title: 'Sign up failed',
      description: 'Invalid email',
    });
  });

  it('shows an exception with the generic text', () => {
    expect(mapSignUpError(network)).toEqual(authToasts.signUpUnexpected);
    expect(mapSignUpError(new TypeError('Failed to fetch'))).toEqual(authToasts.signUpUnexpected);
  });
});

describe('sign-in, reset and sign-out errors', () => {
  it("shows the server message under 'Sign in failed'", () => {
    expect(mapSignInError(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toEqual(
      {
        title: 'Sign in failed',
        description: 'Incorrect username or password.',
      },
    );
  });

  it("shows 'An unexpected error occurred' for exceptions", () => {
    expect(mapSignInError(network).description).toBe('An unexpected error occurred');
    expect(mapGenericAuthError(network)).toEqual({
      title: 'Error',
      description: 'An unexpected error occurred',
    });
  });

  it('shows the server message of a reset error', () => {
    expect(mapGenericAuthError(cognitoError('UserNotFoundException', 'User not found'))).toEqual({
      title: 'Error',
      description: 'User not found',
    });
  });
});

describe('helpers', () => {
  it('tells service answers from exceptions', () => {
    expect(isServiceError(cognitoError('CodeMismatchException', 'Incorrect code'))).toBe(true);
    expect(isServiceError(network)).toBe(false);
    expect(isServiceError('boom')).toBe(false);
  });

  it("shows a trigger's own message without Cognito's framing", () => {
    const refused = cognitoError(
      'UserLambdaValidationException',
      'storefront-auth-pre-token-generation failed with error Your account has been deactivated. Please contact us..',
    );
    expect(mapSignInError(refused)).toEqual({
      title: 'Sign in failed',
      description: 'Your account has been deactivated. Please contact us.',
    });
  });

  it("says the same of Cognito's own refusal of a disabled user", () => {
    expect(mapSignInError(cognitoError('NotAuthorizedException', 'User is disabled.')).description).toBe(
      'Your account has been deactivated. Please contact us.',
    );
  });

  it("gives the shop's sentence when the pool refuses a new password for its length", () => {
    const refused = cognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
    expect(describePasswordError(refused)).toBe('Password should be at least 6 characters long.');
  });

  it('reads a wrong or expired code as an invalid reset link', () => {
    expect(isInvalidResetCode(cognitoError('CodeMismatchException', 'x'))).toBe(true);
    expect(isInvalidResetCode(cognitoError('ExpiredCodeException', 'x'))).toBe(true);
    expect(isInvalidResetCode(cognitoError('LimitExceededException', 'x'))).toBe(false);
  });
});
