/** POST /api/messages/contact (public): the contact form, stored for the staff inbox. */
import { contactFormSchema } from '../../core/inbox/forms.js';
import { createEnquiryHandler } from '../../shared/enquiry-intake.js';
import { storeEnquiry } from '../../services/inbox/store-enquiry.js';

export const handler = createEnquiryHandler(contactFormSchema, (form, caller) =>
  storeEnquiry({ kind: 'contact', form }, caller),
);
