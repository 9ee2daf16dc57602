/**
 * Two-step verification (TOTP) for the staff who run the shop. Cognito's ID token says nothing about
 * how the user signed in (no `amr`), so the pre-token trigger adds a claim for staff whose account
 * has TOTP on: Cognito then asks every sign-in of theirs for a code. The admin routes refuse a staff
 * token without it where the stage requires two-step verification.
 */
import { hasAnyGroup, type Group } from './groups.js';

/** The ID token claim the pre-token trigger adds; its value names the second factor. */
export const STAFF_MFA_CLAIM = 'staff_mfa';
export const STAFF_MFA_VALUE = 'totp';

/** The groups that must sign in with a code. */
const STAFF_MFA_GROUPS: readonly Group[] = ['admin', 'super_admin'];

export function needsStaffMfa(groups: readonly string[]): boolean {
  return hasAnyGroup(groups, STAFF_MFA_GROUPS);
}

/** True when a staff member's token lacks the proof of a TOTP sign-in. */
export function lacksStaffMfa(groups: readonly string[], claims: Record<string, unknown>): boolean {
  return needsStaffMfa(groups) && claims[STAFF_MFA_CLAIM] !== STAFF_MFA_VALUE;
}

export const staffMfaMessages = {
  required: 'Set up two-step verification with an authenticator app to use the admin area.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
} as const;
