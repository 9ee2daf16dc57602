/**
 * POST /api/newsletter (public): a newsletter sign-up, pending until the mailed link confirms it.
 * The answer is the same whatever the address's state, so it tells a stranger nothing.
 */
import { newsletterSignupSchema } from '../../core/inbox/forms.js';
import { signUpForNewsletter } from '../../data/newsletter-subscriptions.js';
import { enforceRateLimits } from '../../services/inbox/enforce-rate-limits.js';
import { createEnquiryHandler } from '../../shared/enquiry-intake.js';

export const handler = createEnquiryHandler(newsletterSignupSchema, {
  limit: enforceRateLimits,
  accept: async (form) => {
    await signUpForNewsletter(form.email);
  },
});
