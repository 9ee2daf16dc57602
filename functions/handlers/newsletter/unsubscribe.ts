/** GET /api/newsletter/unsubscribe?token= (public): the unsubscribe link every newsletter mail carries. */
import { newsletterTokenQuerySchema } from '../../core/inbox/forms.js';
import { newsletterAnswers } from '../../core/inbox/newsletter-strings.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { unsubscribe } from '../../data/newsletter-subscriptions.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', query: newsletterTokenQuerySchema },
  async ({ query }) => {
    if (!(await unsubscribe(query.token)))
      throw new RuleViolation('not-found', newsletterAnswers.linkInvalid);
    return { status: 'unsubscribed', message: newsletterAnswers.unsubscribed };
  },
);
