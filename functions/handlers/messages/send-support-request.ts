/** POST /api/messages/support (public): the Support page's quick request, stored for the staff inbox. */
import { supportRequestSchema } from '../../core/inbox/forms.js';
import { createEnquiryHandler } from '../../shared/enquiry-intake.js';
import { enforceRateLimits } from '../../services/inbox/enforce-rate-limits.js';
import { storeEnquiry } from '../../services/inbox/store-enquiry.js';

export const handler = createEnquiryHandler(supportRequestSchema, {
  limit: enforceRateLimits,
  accept: (form, caller) => storeEnquiry({ kind: 'support', form }, caller?.userId ?? null),
});
