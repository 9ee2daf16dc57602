/** GET /api/newsletter/confirm?token= (public): the confirmation link of the sign-up mail. */
import { newsletterTokenQuerySchema } from '../../core/inbox/forms.js';
import { newsletterAnswers } from '../../core/inbox/newsletter-strings.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { confirmSubscription } from '../../data/newsletter-subscriptions.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', query: newsletterTokenQuerySchema },
  async ({ query }) => {
    if (!(await confirmSubscription(query.token)))
      throw new RuleViolation('not-found', newsletterAnswers.linkInvalid);
    return { status: 'confirmed', message: newsletterAnswers.confirmed };
  },
);
