/** GET /api/newsletter/unsubscribe?token= (public): the unsubscribe link every newsletter mail carries. */
import { newsletterTokenQuerySchema } from '../../core/inbox/forms.js';
import { enquiryAnswers } from '../../core/inbox/inbox-strings.js';
import { unsubscribe } from '../../data/newsletter-subscriptions.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', query: newsletterTokenQuerySchema },
  async ({ query }) => {
    if (!(await unsubscribe(query.token))) throw new NotFoundError(enquiryAnswers.newsletterLinkInvalid);
    return { status: 'unsubscribed', message: enquiryAnswers.newsletterUnsubscribed };
  },
);
