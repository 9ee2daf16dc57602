/** The newsletter mails' links: confirm a subscription or end it, with the link's token. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

type NewsletterAction = 'confirm' | 'unsubscribe';

/** Follows a newsletter link's token: confirms the subscription or ends it, and says what happened. */
async function followNewsletterLink(action: NewsletterAction, token: string): Promise<string> {
  const answer = await api.get<{ message: string }>(
    `/newsletter/${action}?token=${encodeURIComponent(token)}`,
  );
  return answer.message;
}

/** Followed once per visit to the page: its answer is kept, never asked for again or retried. */
const newsletterLinkQuery = (action: NewsletterAction, token: string) =>
  queryOptions({
    queryKey: ['newsletter', action, token] as const,
    queryFn: () => followNewsletterLink(action, token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

export const useNewsletterLink = (action: NewsletterAction, token: string) =>
  useQuery(newsletterLinkQuery(action, token));
