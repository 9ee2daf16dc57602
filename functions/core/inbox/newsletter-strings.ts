/**
 * What the shop says about the newsletter: the footer's sign-up feedback and the answers of the
 * confirm and unsubscribe links. Apart from the forms' strings, so the footer's sign-up code
 * loads these words alone.
 */
export const newsletterAnswers = {
  checkInboxTitle: 'Check your inbox',
  checkInbox: 'Please check your inbox and confirm your subscription with the link we sent.',
  failedTitle: 'Subscription failed',
  confirmed: 'Your subscription is confirmed. Thank you!',
  unsubscribed: 'You have been unsubscribed. You will get no more newsletter e-mails.',
  linkInvalid: 'This link is not valid or has expired.',
} as const;
