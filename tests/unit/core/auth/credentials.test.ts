import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  credentialMessages,
  isPasswordTooShort,
  newPasswordsSchema,
  signInSchema,
  signUpSchema,
} from '../../../../functions/core/auth/credentials';

/** The messages of a failed parse, by field. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('credentials', () => {
  it('finds passwords below 6 characters', () => {
    expect(isPasswordTooShort('abcde')).toBe(true);
    expect(isPasswordTooShort('abcdef')).toBe(false);
  });

  it("refuses a short new password on reset with the shop's sentence", () => {
    const result = newPasswordsSchema.safeParse({ password: 'xy', confirmPassword: 'xy' });
    expect(messagesOf(result)).toEqual({ password: 'Password should be at least 6 characters long.' });
  });

  it('puts a mismatch under the confirmation box', () => {
    const result = newPasswordsSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' });
    expect(messagesOf(result)).toEqual({ confirmPassword: credentialMessages.passwordsDiffer });
  });

  it('accepts a reset with a long enough password typed twice', () => {
    expect(newPasswordsSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(
      true,
    );
  });

  it('refuses a short new password on change and asks for the current one', () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: '',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(messagesOf(result)).toEqual({
      currentPassword: credentialMessages.currentPasswordRequired,
      password: credentialMessages.passwordTooShort,
    });
  });

  it('names each missing sign-in field and a malformed e-mail', () => {
    expect(messagesOf(signInSchema.safeParse({ email: ' ', password: '' }))).toEqual({
      email: credentialMessages.emailRequired,
      password: credentialMessages.passwordRequired,
    });
    expect(messagesOf(signInSchema.safeParse({ email: 'someone@', password: 'x' }))).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it("sign-up: names each missing field, and keeps the new password's rules and messages", () => {
    const typed = { firstName: ' ', lastName: '', email: 'errol@example.com', password: 'abc' };
    expect(messagesOf(signUpSchema.safeParse({ ...typed, confirmPassword: 'abd' }))).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      password: credentialMessages.passwordTooShort,
      confirmPassword: credentialMessages.passwordsDiffer,
    });
    expect(messagesOf(signUpSchema.safeParse({ ...typed, email: '', confirmPassword: 'abc' }))).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: credentialMessages.emailRequired,
      password: credentialMessages.passwordTooShort,
    });
  });

  it('sign-up: a mismatch is said with the e-mail still blank, not only once one is typed', () => {
    const typed = { firstName: 'Errol', lastName: 'Brown', email: '', password: 'island6' };
    expect(messagesOf(signUpSchema.safeParse({ ...typed, confirmPassword: 'island7' }))).toEqual({
      email: credentialMessages.emailRequired,
      confirmPassword: credentialMessages.passwordsDiffer,
    });
  });

  it('sign-up: answers the names trimmed and the e-mail as the shop keeps it', () => {
    expect(
      signUpSchema.parse({
        firstName: ' Errol ',
        lastName: ' Brown',
        email: ' Errol@Example.COM ',
        password: 'island6',
        confirmPassword: 'island6',
      }),
    ).toEqual({
      firstName: 'Errol',
      lastName: 'Brown',
      email: 'errol@example.com',
      password: 'island6',
      confirmPassword: 'island6',
    });
  });
});
