/**
 * Cognito pre-token-generation trigger: refuses tokens (sign-in and refresh) to a user an admin has
 * deactivated. In AWS, disabling the Cognito user already refuses sign-in; this check on the profile
 * mirror also covers refresh tokens issued before, and gives cognito-local (which ignores the
 * disabled flag) the same behaviour, so the local stack and its tests match production.
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { credentialMessages } from '../../core/auth/credentials.js';
import { getProfile } from '../../data/profiles.js';
import { logger } from '../../shared/powertools.js';
import { createTriggerHandler } from '../../shared/trigger-handler.js';

export const handler = createTriggerHandler<PreTokenGenerationTriggerEvent>(async (event) => {
  const userId = event.request.userAttributes.sub ?? event.userName;
  let active = true;
  try {
    active = (await getProfile(userId))?.is_active !== false;
  } catch (error) {
    // Cognito's own disabled flag stands in AWS; a database blip must not lock every user out.
    logger.error('Could not read the profile before issuing tokens', { userId, error: error as Error });
  }
  // Cognito passes the message on to the sign-in form (wrapped; the web app unwraps it).
  if (!active) throw new Error(credentialMessages.accountDeactivated);
  return event;
});
