/**
 * Cognito post-confirmation trigger: a newly confirmed shopper joins the `customer` group and gets a
 * profile item (names, e-mail, phone, is_active, created_at, roles) for the admin user list.
 * A confirmed password reset fires the same trigger and is ignored.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { buildNewProfile } from '../../core/account/profile.js';
import { addUserToGroup } from '../../data/cognito-users.js';
import { createProfile } from '../../data/profiles.js';
import { logger } from '../../shared/powertools.js';
import { createTriggerHandler } from '../../shared/trigger-handler.js';

export const handler = createTriggerHandler<PostConfirmationTriggerEvent>(async (event) => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub ?? event.userName;
  await addUserToGroup(event.userPoolId, event.userName, 'customer');
  const created = await createProfile(
    buildNewProfile({ userId, attributes, roles: ['customer'], now: new Date().toISOString() }),
  );
  logger.info('Customer confirmed', { userId, profileCreated: created });
  return event;
});
