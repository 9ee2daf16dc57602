/** Cognito post-authentication trigger: records `last_sign_in_at` on the profile for the admin user list. */
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { recordLastSignIn } from '../../data/profiles.js';
import { logger } from '../../shared/powertools.js';
import { createTriggerHandler } from '../../shared/trigger-handler.js';

export const handler = createTriggerHandler<PostAuthenticationTriggerEvent>(async (event) => {
  const userId = event.request.userAttributes.sub ?? event.userName;
  try {
    await recordLastSignIn(userId, new Date().toISOString());
  } catch (error) {
    // A missed timestamp must never block a sign-in.
    logger.error('Could not record the last sign-in', { userId, error: error as Error });
  }
  return event;
});
