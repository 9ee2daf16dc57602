/**
 * The public forms' calls (contact, support, quote, and the newsletter's links), and how a server's
 * refusal reaches the form: a 400 names the field (`lines.1.quantity: ...`), which gets the message
 * under it; anything else (too many messages, no connection) is the form's own error.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ContactForm, QuoteRequest, SupportRequest } from '@core/inbox/forms';
import { api, ApiError } from '@web/lib/api-client';

type EnquiryKind = 'contact' | 'support' | 'quote';

interface EnquiryBodies {
  contact: ContactForm;
  support: SupportRequest;
  quote: QuoteRequest;
}

/**
 * Sends one form as a mutation of the shared cache; resolves once the server accepted it. Run
 * without a mutation observer, as the cart's Add buttons do: the forms' busy state is the form
 * kit's, and `useMutation` here would split TanStack's core out of the first page's bundle
 * into a chunk of its own (about 1 KB more to load).
 */
/**
 * Sends one form; resolves once the server accepted it. A plain call rather than a TanStack
 * mutation: the form kit already tracks the busy state and the error, and bringing TanStack's
 * mutation code into these pages splits its core out of the first page's bundle (about 1 KB more).
 */
export function sendEnquiry<K extends EnquiryKind>(kind: K, body: EnquiryBodies[K]): Promise<unknown> {
  return api.post<unknown>(`/messages/${kind}`, { body });
}

/** Follows a newsletter link's token: confirms the subscription or ends it. */
export async function followNewsletterLink(
  action: 'confirm' | 'unsubscribe',
  token: string,
): Promise<string> {
  const answer = await api.get<{ message: string }>(
    `/newsletter/${action}?token=${encodeURIComponent(token)}`,
  );
  return answer.message;
}

const FIELD_MESSAGE = /^([a-z_]+(?:\.\d+\.[a-z_]+)?): (.+)$/;

/**
 * Puts a server's 400 under the field it names and returns true; false for any other failure, which
 * the caller rethrows so the form shows it above its button.
 */
export function showServerFieldError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
) {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const match = FIELD_MESSAGE.exec(error.message);
  if (!match) return false;
  form.setError(match[1] as Path<T>, { message: match[2] }, { shouldFocus: true });
  return true;
}
