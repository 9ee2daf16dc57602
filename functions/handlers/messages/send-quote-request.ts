/** POST /api/messages/quote (public): a bulk-order quote request, stored for the staff inbox. */
import { quoteRequestSchema } from '../../core/inbox/forms.js';
import { createEnquiryHandler } from '../../shared/enquiry-intake.js';
import { enforceRateLimits } from '../../services/inbox/enforce-rate-limits.js';
import { storeEnquiry } from '../../services/inbox/store-enquiry.js';

export const handler = createEnquiryHandler(quoteRequestSchema, {
  limit: enforceRateLimits,
  accept: (form, caller) => storeEnquiry({ kind: 'quote', form }, caller?.userId ?? null),
});
