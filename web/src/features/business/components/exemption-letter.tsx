/**
 * The company admin's GCT exemption letter on /account/business: where the latest one stands, and
 * the form to upload one (the registration document's upload ticket, the file checked by the server).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyView } from '@core/business/company-view';
import { gctExemptionLetterDetailsSchema } from '@core/business/exemption-letter';
import { PAYMENT } from '@core/orders/payment-limits';
import {
  chosenFileSchema,
  Form,
  FormFileField,
  FormRootError,
  FormSubmit,
  FormTextField,
  useZodForm,
} from '@web/components/ui/form';
import { FormAlert } from '@web/components/ui/form-field';
import { myCompanyQueryOptions, submitGctExemptionLetter, uploadCompanyDocument } from '../api/business';
import { businessStrings } from '../business-strings';

const words = businessStrings.letter;

function LetterStatus({ letter }: { letter: NonNullable<CompanyView['company']['gct_exemption_letter']> }) {
  if (letter.status === 'declined') {
    return <p>{words.status.declined(letter.reference, letter.decline_reason ?? '')}</p>;
  }
  return <p>{words.status[letter.status](letter.reference)}</p>;
}

/** The letter's reference (core's schema, which the server applies again) and the file. */
const letterFormSchema = gctExemptionLetterDetailsSchema.extend({
  letter: chosenFileSchema(words.chooseFile),
});

export function ExemptionLetter({ company }: { company: CompanyView['company'] }) {
  const [sent, setSent] = useState(false);
  const queryClient = useQueryClient();
  const form = useZodForm(letterFormSchema, { defaultValues: { reference: '' } });
  const send = async ({ reference, letter }: z.output<typeof letterFormSchema>) => {
    setSent(false);
    const key = await uploadCompanyDocument(letter);
    await submitGctExemptionLetter(company.id, { reference, document: { key, file_name: letter.name } });
    form.reset();
    setSent(true);
    await queryClient.invalidateQueries({ queryKey: myCompanyQueryOptions().queryKey });
  };
  return (
    <section aria-labelledby="letter-heading" className="mt-6">
      <h2 id="letter-heading" className="text-xl font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 text-slate-700">{words.intro}</p>
      <p className="mt-1">{words.exempt(company.gct_rate_percent)}</p>
      {company.gct_exemption_letter ? <LetterStatus letter={company.gct_exemption_letter} /> : null}
      <Form form={form} onSubmit={send} className="mt-4 space-y-4">
        <FormTextField name="reference" label={words.reference} />
        <FormFileField name="letter" label={words.file} accept={PAYMENT.proofContentTypes.join(',')} />
        {sent ? <FormAlert tone="success">{words.sent}</FormAlert> : null}
        <FormRootError />
        <FormSubmit busyLabel={words.submitting}>{words.submit}</FormSubmit>
      </Form>
    </section>
  );
}
