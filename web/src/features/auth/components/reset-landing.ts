/** What the reset page hands the sign-in page it sends the reader to. */
export interface PasswordResetState {
  passwordReset: true;
}

/** Whether the page was opened right after a successful reset. */
export function isAfterPasswordReset(state: unknown): boolean {
  return (state as PasswordResetState | null)?.passwordReset === true;
}
