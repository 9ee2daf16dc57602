/** GET /api/newsletter/confirm?token= (public): the confirmation link of the sign-up mail. */
import { newsletterTokenQuerySchema } from '../../core/inbox/forms.js';
import { newsletterAnswers } from '../../core/inbox/newsletter-strings.js';
import { confirmSubscription } from '../../data/newsletter-subscriptions.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', query: newsletterTokenQuerySchema },
  async ({ query }) => {
    if (!(await confirmSubscription(query.token))) throw new NotFoundError(newsletterAnswers.linkInvalid);
    return { status: 'confirmed', message: newsletterAnswers.confirmed };
  },
);
