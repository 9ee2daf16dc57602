/** GET /api/newsletter/unsubscribe?token= (public): the unsubscribe link every newsletter mail carries. */
import { newsletterTokenQuerySchema } from '../../core/inbox/forms.js';
import { newsletterAnswers } from '../../core/inbox/newsletter-strings.js';
import { unsubscribe } from '../../data/newsletter-subscriptions.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', query: newsletterTokenQuerySchema },
  async ({ query }) => {
    if (!(await unsubscribe(query.token))) throw new NotFoundError(newsletterAnswers.linkInvalid);
    return { status: 'unsubscribed', message: newsletterAnswers.unsubscribed };
  },
);
