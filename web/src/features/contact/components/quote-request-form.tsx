import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { QUOTE_LIMITS, quoteRequestSchema } from '@core/inbox/forms';
import { Button } from '@web/components/ui/button';
import { Form, FormTextAreaField, FormTextField, useZodForm } from '@web/components/ui/form';
import { submitEnquiry } from '@web/lib/enquiries';
import { contactStrings } from '../contact-strings';
import { EnquiryFormEnd } from '@web/components/ui/enquiry-form-end';

const strings = contactStrings.quote;

const newLine = () => ({ sku: '', quantity: 1 });
const empty = () => ({ name: '', email: '', phone: '', company: '', trn: '', lines: [newLine()], notes: '' });

/** The bulk-order quote request: lines of SKU and quantity, the company and its TRN (optional). */
export function QuoteRequestForm() {
  const form = useZodForm(quoteRequestSchema, { defaultValues: empty() });
  const lines = useFieldArray({ control: form.control, name: 'lines' });

  const submit = submitEnquiry('quote', form, { sent: strings.sent, empty });

  return (
    <Form form={form} onSubmit={submit} className="relative mt-6 grid gap-4 sm:grid-cols-2">
      <FormTextField name="name" label={strings.name} autoComplete="name" required />
      <FormTextField name="email" label={strings.email} type="email" autoComplete="email" required />
      <FormTextField name="company" label={strings.company} autoComplete="organization" required />
      <FormTextField name="trn" label={strings.trn} hint={strings.optional} inputMode="numeric" />
      <div className="sm:col-span-2">
        <FormTextField
          name="phone"
          label={strings.phone}
          hint={strings.optional}
          type="tel"
          autoComplete="tel"
        />
      </div>
      <fieldset className="space-y-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{strings.linesHeading}</legend>
        {lines.fields.map((line, index) => (
          <div key={line.id} className="grid grid-cols-[1fr_6rem_auto] items-start gap-3">
            <FormTextField name={`lines.${index}.sku`} label={strings.sku(index + 1)} required />
            <FormTextField
              name={`lines.${index}.quantity`}
              label={strings.quantity}
              type="number"
              min={1}
              max={QUOTE_LIMITS.maxQuantity}
              inputMode="numeric"
              required
            />
            <Button
              type="button"
              variant="ghost"
              className="mt-6 h-10"
              aria-label={strings.removeLine(index + 1)}
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          disabled={lines.fields.length >= QUOTE_LIMITS.maxLines}
          onClick={() => lines.append(newLine())}
        >
          <Plus aria-hidden="true" className="size-4" />
          {strings.addLine}
        </Button>
        {form.formState.errors.lines?.root?.message || form.formState.errors.lines?.message ? (
          <p className="text-sm text-red-700">
            {form.formState.errors.lines.root?.message ?? form.formState.errors.lines.message}
          </p>
        ) : null}
      </fieldset>
      <div className="sm:col-span-2">
        <FormTextAreaField name="notes" label={strings.notes} rows={3} />
      </div>
      <EnquiryFormEnd busyLabel={strings.sending}>{strings.submit}</EnquiryFormEnd>
    </Form>
  );
}
