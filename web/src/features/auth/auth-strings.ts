/**
 * What the auth screens say. Quoted strings are the shop's own words, verbatim (screens, validation
 * rules, error messages); the few added here (the confirmation-code step, labels) are marked as
 * ours.
 */

export const authStrings = {
  title: 'Sign In',
  tabs: { signIn: 'Sign In', signUp: 'Sign Up' },
  fields: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    firstName: 'First Name',
    lastName: 'Last Name',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    /** Ours: the e-mail confirmation step. */
    code: 'Confirmation code',
  },
  signIn: { submit: 'Sign In', busy: 'Signing in...' },
  signUp: { submit: 'Create Account', busy: 'Creating account...' },
  forgot: {
    link: 'Forgot your password?',
    title: 'Reset Password',
    description: 'Enter your e-mail and we will send you a link to set a new password.',
    submit: 'Send Reset Link',
    busy: 'Sending...',
  },
  /** Ours: confirming the e-mail with the code the sign-up e-mail carries. */
  confirm: {
    title: 'Confirm your e-mail',
    description: (email: string) =>
      `We sent a confirmation code to ${email}. Enter it to finish creating your account.`,
    submit: 'Confirm Account',
    busy: 'Confirming...',
    resend: 'Send a new code',
    resent: 'A new code is on its way.',
  },
  reset: {
    title: 'Set a new password',
    submit: 'Update Password',
    busy: 'Updating...',
    mismatch: 'Passwords do not match.',
    invalidLink: 'Reset link is invalid or expired. Please request a new one.',
    /** Ours: shown on the sign-in page the reset sends the reader to. */
    done: 'Your password has been updated. Please sign in.',
  },
  admin: {
    title: 'Admin Login',
    intro: 'Staff sign-in to manage products, stock, users and imports.',
    submit: 'Sign In',
    busy: 'Signing in...',
    forgot: 'Forgot password?',
    needEmail: 'Please enter your email to reset your password.',
    accessDenied: 'Access denied. Admin privileges required.',
    resetSent: 'Password reset email sent',
    /** Ours: a staff account created with a temporary password chooses its own at first sign-in. */
    newPasswordRequired: 'Choose a new password to finish signing in.',
    setPassword: 'Set Password',
    backToShop: 'Back to the shop',
    /** Ours: two-step verification (TOTP) of staff accounts. */
    twoStep: {
      codeTitle: 'Enter the 6-digit code from your authenticator app.',
      codeLabel: 'Authentication code',
      verify: 'Verify',
      busy: 'Checking...',
      setupTitle: 'Set up two-step verification',
      setupIntro:
        'Staff accounts sign in with a code from an authenticator app. Add this account to your app with the key below (or open the link on your phone), then enter the code it shows.',
      secretLabel: 'Setup key',
      openInApp: 'Open in authenticator app',
      enable: 'Turn On',
      enabled: 'Two-step verification is on. Sign in again with a code from your authenticator app.',
      appName: 'Storefront',
      /** The dashboard's own section, on every stage (the local one too). */
      panelTitle: 'Two-step verification',
      checking: 'Checking two-step verification...',
      isOn: 'Two-step verification is on: every sign-in of this account asks for a code from your authenticator app.',
      isOff:
        'Two-step verification is off: this account signs in with its password alone. Add an authenticator app to be asked for a code at every sign-in.',
      start: 'Set Up Authenticator App',
      turnedOn:
        'Two-step verification is on. Your next sign-in will ask for a code from your authenticator app.',
    },
  },
  loading: 'Loading your account...',
  /** Ours: a signed-in account without the role a staff page needs (a moderator on the import tool). */
  noAccess: {
    title: 'You do not have access to this page',
    description: (email: string) =>
      `You are signed in as ${email}, whose role does not include this page. Ask an administrator if you need it.`,
    toDashboard: 'Go to the dashboard',
    toShop: 'Back to the shop',
  },
} as const;
