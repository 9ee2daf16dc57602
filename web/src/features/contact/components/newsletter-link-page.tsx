import { FormAlert } from '@web/components/ui/form-field';
import { PageHeading } from '@web/components/ui/page-heading';
import { useNewsletterLink } from '../api/newsletter-link';
import { contactStrings } from '../contact-strings';

const strings = contactStrings.newsletter;

/**
 * Where the newsletter mails' links land: confirms the subscription or ends it, with the token the
 * link carries, and says what happened.
 */
export function NewsletterLinkPage({ action, token }: { action: 'confirm' | 'unsubscribe'; token: string }) {
  const result = useNewsletterLink(action, token);
  const words = strings[action];
  return (
    <>
      <PageHeading title={words.heading} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {token === '' ? (
          <FormAlert tone="error">{strings.missingToken}</FormAlert>
        ) : result.isPending ? (
          <p className="text-slate-700">{words.busy}</p>
        ) : result.isError ? (
          <FormAlert tone="error">{result.error.message}</FormAlert>
        ) : (
          <FormAlert tone="success">{result.data}</FormAlert>
        )}
      </div>
    </>
  );
}
