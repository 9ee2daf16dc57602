import type { z } from 'zod';
import { SUPPORT_ISSUE_TYPES, supportRequestSchema } from '@core/inbox/forms';
import { inputClass } from '@web/components/ui/form-field';
import { Form, FormField, FormTextAreaField, FormTextField, useZodForm } from '@web/components/ui/form';
import { submitEnquiry } from '@web/lib/enquiries';
import { EnquiryFormEnd } from '@web/components/ui/enquiry-form-end';
import { supportStrings } from '../support-strings';

const strings = supportStrings.form;

type SupportRequestInput = z.input<typeof supportRequestSchema>;

const EMPTY: SupportRequestInput = {
  name: '',
  email: '',
  phone: '',
  product_service: '',
  // The select starts on its placeholder, which the schema refuses with the field's message.
  issue_type: '' as SupportRequestInput['issue_type'],
  description: '',
};

/** The Support page's quick request: to the shop's inbox, with a description of the problem. */
export function SupportRequestForm() {
  const form = useZodForm(supportRequestSchema, { defaultValues: EMPTY });

  const submit = submitEnquiry('support', form, { sent: strings.sent, empty: () => EMPTY });

  return (
    <Form form={form} onSubmit={submit} className="relative mt-4 grid gap-4 sm:grid-cols-2">
      <FormTextField name="name" label={strings.name} autoComplete="name" required />
      <FormTextField name="email" label={strings.email} type="email" autoComplete="email" required />
      <FormTextField name="product_service" label={strings.product} required />
      <FormField name="issue_type" label={strings.issueType}>
        {(id, aria) => (
          <select id={id} required className={inputClass} {...aria} {...form.register('issue_type')}>
            <option value="" disabled>
              {strings.issueTypePlaceholder}
            </option>
            {SUPPORT_ISSUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormTextAreaField name="description" label={strings.description} rows={4} required />
      </div>
      <EnquiryFormEnd busyLabel={strings.sending}>{strings.submit}</EnquiryFormEnd>
    </Form>
  );
}
