/**
 * The public forms' calls (contact, support, quote), and the one submit
 * of the enquiry forms: post, then on success the form's toast and an empty form; a 400 names the
 * field (`lines.1.quantity: ...`), which gets the message under it; anything else (too many
 * messages, no connection) is the form's own error, shown above its button.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ContactForm, QuoteRequest, SupportRequest } from '@core/inbox/forms';
import { api } from '@web/lib/api-client';
import { readFieldMessage } from '@web/lib/field-message';
import { showToast, type ToastInput } from '@web/lib/toast';

type EnquiryKind = 'contact' | 'support' | 'quote';

interface EnquiryBodies {
  contact: ContactForm;
  support: SupportRequest;
  quote: QuoteRequest;
}

/**
 * The submit handler of an enquiry form: resolves once the server accepted the form, then shows
 * `sent` and empties the form; a 400 naming a field puts its message under that field; any other
 * failure is thrown for the form kit to show above the button. A plain call rather than a TanStack
 * mutation: the form kit already tracks the busy state and the error, and bringing TanStack's
 * mutation code into these pages splits its core out of the first page's bundle (about 1 KB more).
 */
export function submitEnquiry<K extends EnquiryKind, TValues extends FieldValues>(
  kind: K,
  form: UseFormReturn<TValues, unknown, EnquiryBodies[K]>,
  done: { sent: ToastInput; empty: () => TValues },
): (values: EnquiryBodies[K]) => Promise<void> {
  return async (values) => {
    try {
      await api.post<unknown>(`/messages/${kind}`, { body: values });
    } catch (error) {
      if (showServerFieldError(form, error)) return;
      throw error;
    }
    showToast(done.sent);
    form.reset(done.empty());
  };
}

/**
 * Puts a server's 400 under the field it names and returns true; false for any other failure, which
 * the caller rethrows so the form shows it above its button.
 */
function showServerFieldError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
) {
  const named = readFieldMessage(error);
  if (!named) return false;
  form.setError(named.field as Path<T>, { message: named.message }, { shouldFocus: true });
  return true;
}
