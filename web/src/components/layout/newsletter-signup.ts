/**
 * The footer's newsletter sign-up, loaded only when the shopper submits it (the footer is on the
 * first page, whose bundle has no room to spare): sends the form's address, which the server's
 * schema judges, and says to confirm through the mailed link. Nothing else is imported here, so
 * loading it brings no other chunk.
 */
import { newsletterAnswers } from '@core/inbox/newsletter-strings';
import { api } from '@web/lib/api-client';
import { showToast } from '@web/lib/toast';

export async function subscribe(form: HTMLFormElement): Promise<void> {
  try {
    await api.post('/newsletter', { body: Object.fromEntries(new FormData(form)) });
  } catch (error) {
    showToast({
      title: newsletterAnswers.failedTitle,
      // A 400 names the field (`email: ...`); the footer has only that one.
      description: (error as Error).message.replace(/^email: /, ''),
      variant: 'destructive',
    });
    return;
  }
  form.reset();
  showToast({
    title: newsletterAnswers.checkInboxTitle,
    description: newsletterAnswers.checkInbox,
  });
}
