/**
 * Cognito pre-token-generation trigger: refuses tokens (sign-in and refresh) to a user an admin has
 * deactivated. In AWS, disabling the Cognito user already refuses sign-in; this check on the profile
 * mirror also covers refresh tokens issued before, and gives cognito-local (which ignores the
 * disabled flag) the same behaviour, so the local stack and its tests match production.
 *
 * For staff (admin, super_admin) with TOTP on, it adds the two-step claim the admin routes look for:
 * Cognito asks every sign-in of such a user for a code, so their tokens carry it. For members of a
 * company it adds the company-buyer claim, by which the web app knows to ask for company prices.
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { COMPANY_BUYER_CLAIM, COMPANY_BUYER_VALUE } from '../../core/auth/company-buyer.js';
import { credentialMessages } from '../../core/auth/credentials.js';
import { needsStaffMfa, STAFF_MFA_CLAIM, STAFF_MFA_VALUE } from '../../core/auth/staff-mfa.js';
import { hasTotpMfa } from '../../data/cognito-users.js';
import { hasMembership } from '../../data/companies.js';
import { getProfile } from '../../data/profiles.js';
import { logger } from '../../shared/powertools.js';
import { createTriggerHandler } from '../../shared/trigger-handler.js';

export const handler = createTriggerHandler<PreTokenGenerationTriggerEvent>(async (event) => {
  const userId = event.request.userAttributes.sub ?? event.userName;
  let active = true;
  let groups: readonly string[] = event.request.groupConfiguration?.groupsToOverride ?? [];
  try {
    const profile = await getProfile(userId);
    active = profile?.is_active !== false;
    // cognito-local passes no groups; the profile mirrors them.
    groups = [...groups, ...(profile?.roles ?? [])];
  } catch (error) {
    // Cognito's own disabled flag stands in AWS; a database blip must not lock every user out.
    logger.error('Could not read the profile before issuing tokens', { userId, error: error as Error });
  }
  // Cognito passes the message on to the sign-in form (wrapped; the web app unwraps it).
  if (!active) throw new Error(credentialMessages.accountDeactivated);
  const claims: Record<string, string> = {};
  if (needsStaffMfa(groups) && (await staffHasTotp(event))) claims[STAFF_MFA_CLAIM] = STAFF_MFA_VALUE;
  if (await buysForCompany(userId)) claims[COMPANY_BUYER_CLAIM] = COMPANY_BUYER_VALUE;
  if (Object.keys(claims).length > 0) {
    event.response.claimsOverrideDetails = {
      ...event.response.claimsOverrideDetails,
      claimsToAddOrOverride: claims,
    };
  }
  return event;
});

/** A failed look-up leaves the claim out: the person sees list prices until their next token. */
async function buysForCompany(userId: string): Promise<boolean> {
  try {
    return await hasMembership(userId);
  } catch (error) {
    logger.error('Could not read the company membership before issuing tokens', {
      userId,
      error: error as Error,
    });
    return false;
  }
}

/** A failed look-up leaves the claim out: the admin routes then ask for a fresh sign-in. */
async function staffHasTotp(event: PreTokenGenerationTriggerEvent): Promise<boolean> {
  try {
    return await hasTotpMfa(event.userPoolId, event.userName);
  } catch (error) {
    logger.error("Could not read the staff member's MFA settings", { error: error as Error });
    return false;
  }
}
