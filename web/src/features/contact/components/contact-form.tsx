import { Send } from 'lucide-react';
import { contactFormSchema } from '@core/inbox/forms';
import { Form, FormTextAreaField, FormTextField, useZodForm } from '@web/components/ui/form';
import { submitEnquiry } from '@web/lib/enquiries';
import { contactStrings } from '../contact-strings';
import { EnquiryFormEnd } from '@web/components/ui/enquiry-form-end';

const strings = contactStrings.form;

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form: sent to the shop's inbox; 'Message Sent' only once the server accepted it. */
export function ContactForm() {
  const form = useZodForm(contactFormSchema, { defaultValues: EMPTY });

  const submit = submitEnquiry('contact', form, { sent: contactStrings.sent, empty: () => EMPTY });

  return (
    <Form form={form} onSubmit={submit} className="relative mt-6 grid gap-4 sm:grid-cols-2">
      <FormTextField name="first_name" label={strings.firstName} autoComplete="given-name" required />
      <FormTextField name="last_name" label={strings.lastName} autoComplete="family-name" required />
      <FormTextField name="email" label={strings.email} type="email" autoComplete="email" required />
      <FormTextField
        name="phone"
        label={strings.phone}
        hint={strings.optional}
        type="tel"
        autoComplete="tel"
      />
      <div className="sm:col-span-2">
        <FormTextField name="subject" label={strings.subject} required />
      </div>
      <div className="sm:col-span-2">
        <FormTextAreaField name="message" label={strings.message} required />
      </div>
      <EnquiryFormEnd busyLabel={strings.sending}>
        <Send aria-hidden="true" className="size-5" />
        {strings.submit}
      </EnquiryFormEnd>
    </Form>
  );
}
