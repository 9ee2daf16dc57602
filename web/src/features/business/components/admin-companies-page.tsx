/**
 * /admin/companies: staff review business account applications (approve with terms and a credit
 * limit, or decline with a reason), see an account's members and orders, put it on hold or lift its
 * hold, record payments received and approve GCT exemptions.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { BUSINESS } from '@core/business/company';
import { companyApprovalFormSchema } from '@core/business/typed-business-forms';
import { formatPrice } from '@core/format-price';
import { Button } from '@web/components/ui/button';
import { Form, FormField, FormTextField, useZodForm } from '@web/components/ui/form';
import { Field, inputClass, TextField } from '@web/components/ui/form-field';
import { readFieldMessage } from '@web/lib/field-message';
import {
  declineGctExemptionLetter,
  decideCompany,
  recordPayment,
  setGctExemption,
  useCompanies,
  useCompany,
  useCompanyAction,
} from '../api/business';
import { businessStrings } from '../business-strings';
import { AdminCompanyAccount, type CompanyActions } from './admin-company-account';
import { CompanyStatement } from './company-statement';
import { PriceListSelect } from './price-list-select';
import type { StaffFrame } from './staff-frame';
import { readTypedAmount } from '../typed-amount';

const words = businessStrings.admin;
const fieldClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';
/** The payment form's fields, whose refusals show under them. */
const PAYMENT_FIELDS: readonly string[] = ['amount', 'method', 'reference'];

export function AdminCompaniesPage({ renderHeader }: StaffFrame) {
  const companies = useCompanies();
  const [selected, setSelected] = useState<string>();
  return (
    <>
      {renderHeader(words.heading)}
      <main className="mx-auto max-w-5xl px-4 py-8">
        <ul className="mt-4 divide-y divide-slate-200">
          {(companies.data ?? []).map((company) => (
            <li key={company.id} className="flex items-center justify-between py-2">
              <span>
                {company.name} · {words.status[company.status]} · {formatPrice(company.balance)}
              </span>
              <Button
                size="sm"
                aria-label={`${words.open} ${company.name}`}
                onClick={() => setSelected(company.id)}
              >
                {words.open}
              </Button>
            </li>
          ))}
        </ul>
        {/* Keyed: another company's screen starts afresh (its payment form makes its own id). */}
        {selected ? <CompanyDetail key={selected} companyId={selected} /> : null}
      </main>
    </>
  );
}

/** Staff's actions on the company, one at a time, each button busy while its own runs; `note` says how it went. */
function useActions(): CompanyActions & { note?: string } {
  const [note, setNote] = useState<string>();
  const mutation = useCompanyAction();
  // Taken at the press itself, not when the mutation's state reaches the page a moment later: a
  // double-click's second press is refused (it sent a second decision, answered "This application
  // has already been decided." under the approval that had just gone through).
  const taken = useRef<string | undefined>(undefined);
  const [running, setRunning] = useState<string>();
  const run: CompanyActions['run'] = (name, action, done, showFailure) => {
    if (taken.current) return;
    taken.current = name;
    setRunning(name);
    mutation.mutate(
      { name, action },
      {
        onSuccess: () => setNote(done),
        onError: (error) => {
          if (showFailure?.(error)) setNote(undefined);
          else setNote(error instanceof Error ? error.message : String(error));
        },
        onSettled: () => {
          taken.current = undefined;
          setRunning(undefined);
        },
      },
    );
  };
  return { note, run, running };
}

function CompanyDetail({ companyId }: { companyId: string }) {
  const detail = useCompany(companyId);
  const actions = useActions();
  const { note, run, running } = actions;
  // Made once for the payment being typed, so a double click or a retry records it once; a new
  // one once it is recorded.
  const [paymentId, setPaymentId] = useState(() => crypto.randomUUID());
  // A refusal that names a payment field ("amount: is more than the balance the company owes."),
  // shown under that field without its name, as the form kit shows a server's field error.
  const [paymentError, setPaymentError] = useState<{ field: string; message: string }>();
  if (!detail.data) return null;
  const { company } = detail.data;
  const decline = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    run('decline', () => decideCompany(companyId, { decision: 'decline', reason }));
  };
  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    run(
      'pay',
      () =>
        recordPayment(companyId, {
          id: paymentId,
          amount: readTypedAmount(data.get('amount')),
          method: data.get('method'),
          reference: data.get('reference'),
        }).then(() => {
          form.reset();
          setPaymentId(crypto.randomUUID());
          setPaymentError(undefined);
        }),
      words.payment.recorded,
      (error) => {
        const named = readFieldMessage(error);
        if (!named || !PAYMENT_FIELDS.includes(named.field)) return false;
        setPaymentError(named);
        const control = form.elements.namedItem(named.field);
        if (control instanceof HTMLElement) control.focus();
        return true;
      },
    );
  };
  const paymentErrorOf = (field: string) =>
    paymentError?.field === field ? paymentError.message : undefined;
  const exempt = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    run(
      'exempt',
      () =>
        setGctExemption(companyId, {
          reason: data.get('reason'),
          reference: data.get('reference'),
          expires_on: data.get('expires_on'),
        }),
      words.exemption.approved,
    );
  };
  const letter = company.gct_exemption_letter;
  const declineLetter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    run('decline-letter', () => declineGctExemptionLetter(companyId, reason), words.exemption.declined);
  };
  return (
    <section aria-labelledby="company-heading" className="mt-8 rounded-lg border border-slate-200 p-4">
      <h2 id="company-heading" className="text-xl font-bold">
        {company.name}
      </h2>
      <p>
        {words.status[company.status]} · TRN {company.trn} · {company.phone} · {company.address}
      </p>
      <p>
        <a
          className="text-brand-700 underline"
          href={detail.data.document.url}
          target="_blank"
          rel="noreferrer"
        >
          {words.document}: {detail.data.document.file_name}
        </a>
      </p>
      {note ? <p role="status">{note}</p> : null}
      {company.status === 'pending' ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <ApproveForm companyId={companyId} actions={actions} />
          <form onSubmit={decline} className="space-y-3">
            <label className="block">
              <span className="font-medium">{words.reason}</span>
              <input name="reason" className={fieldClass} />
            </label>
            <Button type="submit" busy={running === 'decline'} disabled={running !== undefined}>
              {words.decline}
            </Button>
          </form>
        </div>
      ) : null}
      {company.status === 'approved' ? (
        <>
          <AdminCompanyAccount view={detail.data} actions={actions} />
          <form onSubmit={pay} className="mt-6 space-y-3" aria-labelledby="payment-heading">
            <h3 id="payment-heading" className="font-semibold">
              {words.payment.heading}
            </h3>
            <TextField
              name="amount"
              inputMode="decimal"
              label={words.payment.amount}
              error={paymentErrorOf('amount')}
            />
            <Field label={words.payment.method} error={paymentErrorOf('method')}>
              {(id, aria) => (
                <select id={id} name="method" className={inputClass} {...aria}>
                  <option value="bank_transfer">{words.payment.methods.bank_transfer}</option>
                  <option value="cheque">{words.payment.methods.cheque}</option>
                </select>
              )}
            </Field>
            <TextField name="reference" label={words.payment.reference} error={paymentErrorOf('reference')} />
            <Button
              type="submit"
              variant="primary"
              busy={running === 'pay'}
              busyLabel={words.payment.recording}
              disabled={running !== undefined}
            >
              {words.payment.submit}
            </Button>
          </form>
          <form onSubmit={exempt} className="mt-6 space-y-3" aria-labelledby="exemption-heading">
            <h3 id="exemption-heading" className="font-semibold">
              {words.exemption.heading}
            </h3>
            {letter && detail.data.gct_exemption_letter_url ? (
              <p>
                <a
                  className="text-brand-700 underline"
                  href={detail.data.gct_exemption_letter_url}
                  target="_blank"
                  rel="noreferrer"
                >
                  {words.exemption.letter(letter.reference)}
                </a>{' '}
                · {words.exemption.letterStatus[letter.status]}
              </p>
            ) : null}
            <label className="block">
              <span className="font-medium">{words.exemption.reason}</span>
              <input name="reason" className={fieldClass} />
            </label>
            <label className="block">
              <span className="font-medium">{words.exemption.reference}</span>
              {/* Prefilled with the uploaded letter's reference. */}
              <input
                key={letter?.uploaded_at}
                name="reference"
                defaultValue={letter?.reference ?? ''}
                className={fieldClass}
              />
            </label>
            <label className="block">
              <span className="font-medium">{words.exemption.expires}</span>
              <input name="expires_on" type="date" className={fieldClass} />
            </label>
            <Button type="submit" busy={running === 'exempt'} disabled={running !== undefined}>
              {words.exemption.submit}
            </Button>
          </form>
          {letter?.status === 'pending' ? (
            <form onSubmit={declineLetter} className="mt-4 space-y-3" aria-label={words.exemption.decline}>
              <label className="block">
                <span className="font-medium">{words.exemption.declineReason}</span>
                <input name="reason" className={fieldClass} />
              </label>
              <Button type="submit" busy={running === 'decline-letter'} disabled={running !== undefined}>
                {words.exemption.decline}
              </Button>
            </form>
          ) : null}
          <CompanyStatement statement={detail.data.statement} />
        </>
      ) : null}
    </section>
  );
}

/**
 * Staff approve an application with its terms, credit limit and price list: on the form kit with
 * core's schema, so a credit limit that is not an amount (or none) is said under its box and nothing
 * is sent.
 */
function ApproveForm({ companyId, actions }: { companyId: string; actions: CompanyActions }) {
  const { run, running } = actions;
  const form = useZodForm(companyApprovalFormSchema, {
    defaultValues: { payment_terms_days: '30', credit_limit: '', price_list_id: '' },
  });
  const approve = (terms: z.output<typeof companyApprovalFormSchema>) =>
    run('approve', () => decideCompany(companyId, { decision: 'approve', ...terms }));
  return (
    <Form form={form} onSubmit={approve} className="space-y-3">
      <FormField name="payment_terms_days" label={words.terms}>
        {(id, aria) => (
          <select id={id} className={inputClass} {...aria} {...form.register('payment_terms_days')}>
            <option value="">{words.noTerms}</option>
            {BUSINESS.paymentTermsDays.map((days) => (
              <option key={days} value={days}>
                {words.net(days)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormTextField name="credit_limit" label={words.limit} inputMode="decimal" />
      <PriceListSelect field={form.register('price_list_id')} />
      <Button type="submit" variant="primary" busy={running === 'approve'} disabled={running !== undefined}>
        {words.approve}
      </Button>
    </Form>
  );
}
