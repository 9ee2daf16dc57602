/**
 * The company admin's GCT exemption letter on /account/business: where the latest one stands, and
 * the form to upload one (the registration document's upload ticket, the file checked by the server).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyView } from '@core/business/company-view';
import { Button } from '@web/components/ui/button';
import { myCompanyQueryOptions, submitGctExemptionLetter, uploadCompanyDocument } from '../api/business';
import { businessStrings } from '../business-strings';

const words = businessStrings.letter;
const fieldClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';

function LetterStatus({ letter }: { letter: NonNullable<CompanyView['company']['gct_exemption_letter']> }) {
  if (letter.status === 'declined') {
    return <p>{words.status.declined(letter.reference, letter.decline_reason ?? '')}</p>;
  }
  return <p>{words.status[letter.status](letter.reference)}</p>;
}

export function ExemptionLetter({ company }: { company: CompanyView['company'] }) {
  const [note, setNote] = useState<{ text: string; error: boolean }>();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: async ({ file, reference }: { form: HTMLFormElement; file: File; reference: unknown }) => {
      const key = await uploadCompanyDocument(file);
      await submitGctExemptionLetter(company.id, { reference, document: { key, file_name: file.name } });
    },
    onMutate: () => setNote(undefined),
    onSuccess: async (_, { form }) => {
      form.reset();
      setNote({ text: words.sent, error: false });
      await queryClient.invalidateQueries({ queryKey: myCompanyQueryOptions().queryKey });
    },
    onError: (error) =>
      setNote({ text: error instanceof Error ? error.message : String(error), error: true }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('letter');
    if (!(file instanceof File) || file.size === 0) {
      setNote({ text: words.chooseFile, error: true });
      return;
    }
    send.mutate({ form, file, reference: data.get('reference') });
  };
  return (
    <section aria-labelledby="letter-heading" className="mt-6">
      <h2 id="letter-heading" className="text-xl font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 text-slate-700">{words.intro}</p>
      <p className="mt-1">{words.exempt(company.gct_rate_percent)}</p>
      {company.gct_exemption_letter ? <LetterStatus letter={company.gct_exemption_letter} /> : null}
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <label className="block">
          <span className="font-medium">{words.reference}</span>
          <input name="reference" className={fieldClass} />
        </label>
        <label className="block">
          <span className="font-medium">{words.file}</span>
          <input
            name="letter"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="mt-1 block"
          />
        </label>
        {note ? (
          <p role={note.error ? 'alert' : 'status'} className={note.error ? 'text-red-700' : undefined}>
            {note.text}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={send.isPending}>
          {send.isPending ? words.submitting : words.submit}
        </Button>
      </form>
    </section>
  );
}
