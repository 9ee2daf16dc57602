/**
 * The newsletter's opt-in mail, from the table's stream (pending subscriptions only, by the
 * consumer's filter): sent whenever a sign-up asked for it (`confirmation_requested_at` moved),
 * with the confirmation link and the unsubscribe link of the subscription's token.
 */
import type { NewsletterSubscription } from '../../core/inbox/newsletter.js';
import { getNewsletterLinks, renderNewsletterConfirmation } from '../../core/mail/newsletter-mail.js';
import { sendMail } from '../../data/mailer.js';
import { readStreamImages } from '../../data/stream-images.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

type PendingSubscription = NewsletterSubscription & { confirmation_requested_at?: string };

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  const after = images.after as PendingSubscription | undefined;
  const before = images.before as PendingSubscription | undefined;
  if (images.entity !== 'newsletter-subscription' || after?.status !== 'pending') return;
  if (
    !after.confirmation_requested_at ||
    after.confirmation_requested_at === before?.confirmation_requested_at
  ) {
    return;
  }
  const mail = await renderNewsletterConfirmation(getNewsletterLinks(requireEnv(ENV.siteUrl), after.token));
  await sendMail({ to: after.email, ...mail });
});
