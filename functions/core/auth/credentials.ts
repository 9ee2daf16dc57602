/**
 * The rules of e-mails and passwords, shared by every form that takes one (sign-up, sign-in, admin
 * login, reset, change password, change e-mail) and by the local user pool's policy, so the shop
 * refuses a short password in the same words wherever it is typed.
 */
import * as z from 'zod';
import { FIRST_NAME_REQUIRED } from '../account/profile.js';
import { EMAIL_PATTERN } from '../checkout/checkout.js';
import { normaliseEmail } from './email-address.js';
import { AUTH } from './auth-limits.js';

export const credentialMessages = {
  /** The shop's error messages ('Password too weak'), verbatim. */
  passwordTooShort: `Password should be at least ${AUTH.minPasswordLength} characters long.`,
  /** The validation rules, reset page, verbatim. */
  passwordsDiffer: 'Passwords do not match.',
  /** The validation rules, guest checkout, verbatim. */
  invalidEmail: 'Please enter a valid email address.',
  /** Ours: these fields are required. */
  emailRequired: 'Please enter your email.',
  passwordRequired: 'Please enter your password.',
  currentPasswordRequired: 'Please enter your current password.',
  codeRequired: 'Please enter the code from the e-mail.',
  /** The profile's own words; the last name is ours, worded the same. Sign-up asks for both. */
  firstNameRequired: FIRST_NAME_REQUIRED,
  lastNameRequired: 'Please enter your last name.',
  /** Ours, worded like the shop's messages: a deactivated account's sign-in. */
  accountDeactivated: 'Your account has been deactivated. Please contact us.',
} as const;

/** Whether a password is below the shop's minimum length (checked before anything is sent). */
export function isPasswordTooShort(password: string): boolean {
  return password.length < AUTH.minPasswordLength;
}

/** An address typed anywhere: trimmed and lowercased ({@link normaliseEmail}), then checked. */
export const emailSchema = z
  .string()
  .overwrite(normaliseEmail)
  .min(1, credentialMessages.emailRequired)
  // A blank box is "missing", not also "malformed". Not by aborting the parse at the blank: that
  // would also hold back the checks of the object it is in (sign-up's two password boxes).
  .refine(
    (email) => email === '' || (email.length <= 254 && EMAIL_PATTERN.test(email)),
    credentialMessages.invalidEmail,
  );

/** A password being chosen: at least the shop's minimum length. */
export const newPasswordSchema = z
  .string()
  .refine((password) => !isPasswordTooShort(password), credentialMessages.passwordTooShort);

/** A password being typed to sign in: only required (its length is the pool's business). */
const enteredPasswordSchema = z.string().min(1, credentialMessages.passwordRequired);

/** The two new-password boxes: long enough, and the same twice (the message goes under the second). */
const matchingPasswords = <T extends { password: string; confirmPassword: string }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.password !== value.confirmPassword) {
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: credentialMessages.passwordsDiffer,
    });
  }
};

export const signInSchema = z.object({ email: emailSchema, password: enteredPasswordSchema });

/**
 * A new password typed twice: sign-up and `/reset-password`. A short password and a mismatch are
 * both reported (the object's check runs after a field's refinement fails).
 */
export const newPasswordsSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .superRefine(matchingPasswords);
export type NewPasswordsValues = z.input<typeof newPasswordsSchema>;

/**
 * The Sign Up tab: first and last name (trimmed, kept on the user), the e-mail and a new password
 * typed twice, by {@link newPasswordsSchema}'s rules and messages (its check of the two boxes kept,
 * said even while the e-mail box is blank).
 */
export const signUpSchema = newPasswordsSchema.safeExtend({
  firstName: z.string().trim().min(1, credentialMessages.firstNameRequired),
  lastName: z.string().trim().min(1, credentialMessages.lastNameRequired),
  email: emailSchema,
});
export type SignUpValues = z.input<typeof signUpSchema>;

/** My Account, Settings, Change Password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, credentialMessages.currentPasswordRequired),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine(matchingPasswords);
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/** My Account, Settings, Update Email: the new address, then the code sent to it. */
export const emailChangeSchema = z.object({ email: emailSchema });
export const confirmationCodeSchema = z.object({
  code: z.string().trim().min(1, credentialMessages.codeRequired).max(20, credentialMessages.codeRequired),
});

/**
 * The admin login: e-mail and password, and, once Cognito asks a staff account with a temporary
 * password to choose its own (`choosingPassword`), that new password.
 */
export const staffSignInSchema = z
  .object({
    email: emailSchema,
    password: enteredPasswordSchema,
    newPassword: z.string(),
    choosingPassword: z.boolean(),
  })
  .superRefine((value, context) => {
    if (value.choosingPassword && isPasswordTooShort(value.newPassword)) {
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: credentialMessages.passwordTooShort,
      });
    }
  });
export type StaffSignInValues = z.input<typeof staffSignInSchema>;
