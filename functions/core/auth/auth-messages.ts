/**
 * The e-mails Cognito sends, built by the custom-message trigger: the sign-up code, the password
 * reset link to `/reset-password` and the code of an e-mail change. Cognito puts the
 * code where `codeParameter` (`{####}`) stands; it replaces only the first occurrence, so each
 * message names it exactly once.
 */
export interface AuthMessageInput {
  /** The trigger source, e.g. `CustomMessage_ForgotPassword`. */
  triggerSource: string;
  /** The placeholder Cognito swaps for the code: `{####}`. */
  codeParameter: string;
  /** The placeholder Cognito swaps for the user name: `{username}`. */
  usernameParameter: string;
  email: string;
  /** The shop's public address without a trailing slash (`https://shop.example.com`), if known. */
  siteUrl: string | undefined;
  /** What the app sent with the request (Cognito's `clientMetadata`): where the reset was asked for. */
  clientMetadata?: Record<string, string> | undefined;
}

export interface AuthMessage {
  emailSubject: string;
  emailMessage: string;
}

/** The reset page's path; the link carries the code and the e-mail as query parameters. */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Where a reset was asked for, so the reset page sends the reader back there: staff to the admin
 * sign-in, shoppers to the shop's. The app names it in the request's client metadata, the e-mail
 * link carries it on to the reset page.
 */
export type ResetOrigin = 'shop' | 'staff';
export const RESET_ORIGIN_KEY = 'reset_origin';

/** The origin named in client metadata or a link's query; anything else is the shop. */
export function readResetOrigin(value: string | null | undefined): ResetOrigin {
  return value === 'staff' ? 'staff' : 'shop';
}

/**
 * The link of the password-reset e-mail. The code stays a placeholder for Cognito to fill in, so it
 * is not URL-encoded (codes are digits). A staff reset says so; a shop reset keeps the short link.
 */
export function buildResetLink(
  siteUrl: string | undefined,
  codeParameter: string,
  email: string,
  origin: ResetOrigin = 'shop',
): string {
  const base = (siteUrl ?? '').replace(/\/+$/, '');
  const from = origin === 'staff' ? `&${RESET_ORIGIN_KEY}=staff` : '';
  return `${base}${RESET_PASSWORD_PATH}?code=${codeParameter}&email=${encodeURIComponent(email)}${from}`;
}

/** The message for a trigger source, or `undefined` to let Cognito send its default. */
export function buildAuthMessage(input: AuthMessageInput): AuthMessage | undefined {
  const code = input.codeParameter;
  switch (input.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      return {
        emailSubject: 'Confirm your account',
        emailMessage: `<p>Welcome!</p><p>Your confirmation code is <strong>${code}</strong>.</p><p>Enter it on the sign-up page to finish creating your account.</p>`,
      };
    case 'CustomMessage_ForgotPassword': {
      const origin = readResetOrigin(input.clientMetadata?.[RESET_ORIGIN_KEY]);
      const link = buildResetLink(input.siteUrl, code, input.email, origin);
      return {
        emailSubject: 'Reset your password',
        emailMessage: `<p>We received a request to reset the password of ${escapeHtml(input.email)}.</p><p><a href="${link}">Set a new password</a>.</p><p>If you did not ask for this, ignore this e-mail.</p>`,
      };
    }
    case 'CustomMessage_UpdateUserAttribute':
    case 'CustomMessage_VerifyUserAttribute':
      return {
        emailSubject: 'Confirm your new e-mail address',
        emailMessage: `<p>Your verification code is <strong>${code}</strong>.</p><p>Enter it in My Account to confirm this address.</p>`,
      };
    case 'CustomMessage_AdminCreateUser':
      return {
        emailSubject: 'Your staff account',
        emailMessage: `<p>An account was created for ${input.usernameParameter}.</p><p>Your temporary password is <strong>${code}</strong>. You will choose a new one at your first sign-in.</p>`,
      };
    default:
      return undefined;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
