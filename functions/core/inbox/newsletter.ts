/**
 * Newsletter subscriptions, double opt-in: a sign-up is pending until its confirmation link is
 * followed; every newsletter mail carries the unsubscribe link. The token of both links is random
 * and stays the subscription's until it is unsubscribed.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface NewsletterSubscription {
  /** Lower-case. */
  email: string;
  status: SubscriptionStatus;
  token: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
}

/**
 * What a sign-up does to an existing subscription. A confirmed address stays confirmed and gets no
 * mail (a stranger typing someone's address learns nothing and changes nothing); a pending one gets
 * its confirmation again (throttled by the rate limit); an unsubscribed one starts over as pending
 * with a new token.
 */
export function planSignup(existing: NewsletterSubscription | undefined): 'create' | 'resend' | 'none' {
  if (!existing || existing.status === 'unsubscribed') return 'create';
  return existing.status === 'pending' ? 'resend' : 'none';
}
