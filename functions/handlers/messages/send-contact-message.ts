/** POST /api/messages/contact (public): the contact form, stored for the staff inbox. */
import { contactFormSchema } from '../../core/inbox/forms.js';
import { createEnquiryHandler } from '../../shared/enquiry-intake.js';
import { enforceRateLimits } from '../../services/inbox/enforce-rate-limits.js';
import { storeEnquiry } from '../../services/inbox/store-enquiry.js';

export const handler = createEnquiryHandler(contactFormSchema, {
  limit: enforceRateLimits,
  accept: (form, caller) => storeEnquiry({ kind: 'contact', form }, caller?.userId ?? null),
});
