/**
 * Cognito pre-token-generation trigger: refuses tokens (sign-in and refresh) to a user an admin has
 * deactivated. In AWS, disabling the Cognito user already refuses sign-in; this check on the profile
 * mirror also covers refresh tokens issued before, and gives cognito-local (which ignores the
 * disabled flag) the same behaviour, so the local stack and its tests match production.
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { getProfile } from '../../data/profiles.js';
import { logger } from '../../shared/powertools.js';
import { createTriggerHandler } from '../../shared/trigger-handler.js';

/** The message Cognito passes on to the sign-in form. */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact the shop.';

export const handler = createTriggerHandler<PreTokenGenerationTriggerEvent>(async (event) => {
  const userId = event.request.userAttributes.sub ?? event.userName;
  let active = true;
  try {
    active = (await getProfile(userId))?.is_active !== false;
  } catch (error) {
    // Cognito's own disabled flag stands in AWS; a database blip must not lock every user out.
    logger.error('Could not read the profile before issuing tokens', { userId, error: error as Error });
  }
  if (!active) throw new Error(ACCOUNT_DEACTIVATED_MESSAGE);
  return event;
});
