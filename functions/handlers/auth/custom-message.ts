/**
 * Cognito custom-message trigger: the sign-up code, the password-reset e-mail with its link to
 * `/reset-password?code=...&email=...` (plus `reset_origin=staff` when the app's client metadata
 * says the reset was asked for at the admin sign-in), and the code of an e-mail change. The link is
 * absolute, on the shop's public address (the custom domain or the CloudFront name, see `getSiteUrl`).
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { buildAuthMessage } from '../../core/auth/auth-messages.js';
import { getSiteUrl } from '../../data/site-address.js';
import { createTriggerHandler } from '../../shared/trigger-handler.js';

export const handler = createTriggerHandler<CustomMessageTriggerEvent>(async (event) => {
  const message = buildAuthMessage({
    triggerSource: event.triggerSource,
    codeParameter: event.request.codeParameter,
    usernameParameter: event.request.usernameParameter ?? '',
    email: event.request.userAttributes.email ?? '',
    siteUrl: event.triggerSource === 'CustomMessage_ForgotPassword' ? await getSiteUrl() : undefined,
    clientMetadata: event.request.clientMetadata,
  });
  if (message) {
    event.response.emailSubject = message.emailSubject;
    event.response.emailMessage = message.emailMessage;
  }
  return event;
});
