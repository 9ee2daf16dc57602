/**
 * /account/business: a signed-in customer opens a business account, sees where it stands, and once
 * approved its terms, members (the company admin invites and removes buyers) and statement.
 * With `?company=&invite=&token=` (the invitation mail's link) it accepts an invitation.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { companyDetailsSchema } from '@core/business/company';
import type { CompanyView } from '@core/business/company-view';
import { formatPrice } from '@core/format-price';
import { PAYMENT } from '@core/orders/payment-limits';
import { Button } from '@web/components/ui/button';
import {
  chosenFileSchema,
  Form,
  FormFileField,
  FormRootError,
  FormSubmit,
  FormTextField,
  useZodForm,
} from '@web/components/ui/form';
import { paths } from '@web/config/paths';
import { startAuthSession, useAuthState } from '@web/lib/auth/auth-session';
import {
  acceptInvite,
  applyForAccount,
  type MyCompany,
  inviteBuyer,
  myCompanyQueryOptions,
  removeMember,
  uploadCompanyDocument,
  useMyCompany,
} from '../api/business';
import { businessStrings as words } from '../business-strings';
import { CompanyStatement } from './company-statement';
import { ExemptionLetter } from './exemption-letter';
import { SpendingLimit, WaitingOrders } from './spending-approvals';

const fieldClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function BusinessPage() {
  const { status } = useAuthState();
  const signedIn = status === 'signedIn';
  const account = useMyCompany(signedIn);
  const [params] = useSearchParams();
  const invite = params.get('invite');
  // A visitor with no stored session (an invited buyer opening the mail's link on a new device)
  // would otherwise wait for a session nobody reads: the app starts it only for stored sessions.
  useEffect(() => {
    void startAuthSession().catch((error: unknown) => console.error(error));
  }, []);
  if (status === 'loading') return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{invite ? words.join.heading : words.title}</h1>
      {!signedIn ? (
        <p className="mt-4">
          {words.signInFirst}{' '}
          <Link
            className="text-brand-700 underline"
            to={paths.auth.getHref(`${location.pathname}${location.search}`)}
          >
            {words.signIn}
          </Link>
        </p>
      ) : invite ? (
        account.isPending ? null : (
          <JoinCompany
            companyId={params.get('company') ?? ''}
            inviteId={invite}
            token={params.get('token') ?? ''}
            // The link opened again once joined (on another device, or a second click's answer):
            // it says so instead of offering an invitation the first acceptance used up.
            joined={account.data?.company.id === params.get('company')}
          />
        )
      ) : account.isPending ? null : account.data ? (
        <CompanyAccount view={account.data} />
      ) : (
        <ApplyForm />
      )}
    </div>
  );
}

function JoinCompany({
  companyId,
  inviteId,
  token,
  joined,
}: {
  companyId: string;
  inviteId: string;
  token: string;
  joined: boolean;
}) {
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({});
  const queryClient = useQueryClient();
  const accept = async () => {
    // One acceptance at a time: a double-click's second would find the invitation used up.
    setState({ busy: true });
    try {
      await acceptInvite(companyId, inviteId, token);
      await queryClient.invalidateQueries({ queryKey: myCompanyQueryOptions().queryKey });
      setState({});
    } catch (error) {
      setState({ error: messageOf(error) });
    }
  };
  if (joined) {
    return (
      <p role="status" className="mt-4">
        {words.join.joined}{' '}
        <Link className="text-brand-700 underline" to="/account/business">
          {words.title}
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <p>{words.join.intro}</p>
      <Button variant="primary" busy={state.busy} onClick={() => void accept()}>
        {words.join.accept}
      </Button>
      {state.error ? <p role="alert">{state.error}</p> : null}
    </div>
  );
}

/**
 * The application on the form kit: core's schema of the company's details (the server checks them
 * again) and the registration document, each message under its field.
 */
const applicationFormSchema = companyDetailsSchema.extend({
  document: chosenFileSchema(words.apply.chooseDocument),
});

function ApplyForm({ declined }: { declined?: string }) {
  const queryClient = useQueryClient();
  const form = useZodForm(applicationFormSchema, {
    defaultValues: {
      company_name: '',
      trn: '',
      gct_registration_number: '',
      address: '',
      phone: '',
      expected_monthly_spend: '',
    },
  });
  const apply = async ({ document, ...details }: z.output<typeof applicationFormSchema>) => {
    const key = await uploadCompanyDocument(document);
    await applyForAccount({ ...details, document: { key, file_name: document.name } });
    await queryClient.invalidateQueries({ queryKey: myCompanyQueryOptions().queryKey });
  };
  return (
    <section aria-labelledby="apply-heading" className="mt-6">
      {declined ? (
        <p className="mb-4">
          {words.declined(declined)} {words.applyAgain}
        </p>
      ) : null}
      <h2 id="apply-heading" className="text-xl font-bold">
        {words.apply.heading}
      </h2>
      <p className="mt-1 text-slate-700">{words.apply.intro}</p>
      <Form form={form} onSubmit={apply} className="mt-4 space-y-4">
        <FormTextField name="company_name" label={words.apply.companyName} autoComplete="organization" />
        <FormTextField name="trn" label={words.apply.trn} inputMode="numeric" />
        <FormTextField name="gct_registration_number" label={words.apply.gctRegistration} />
        <FormTextField name="address" label={words.apply.address} autoComplete="street-address" />
        <FormTextField name="phone" label={words.apply.phone} type="tel" autoComplete="tel" />
        <FormTextField name="expected_monthly_spend" label={words.apply.spend} inputMode="decimal" />
        <FormFileField
          name="document"
          label={words.apply.document}
          accept={PAYMENT.proofContentTypes.join(',')}
        />
        <FormRootError />
        <FormSubmit busyLabel={words.apply.submitting}>{words.apply.submit}</FormSubmit>
      </Form>
    </section>
  );
}

function CompanyAccount({ view }: { view: MyCompany }) {
  const { company } = view;
  if (company.status === 'declined') return <ApplyForm declined={company.decline_reason ?? ''} />;
  return (
    <div className="mt-4">
      <h2 className="text-xl font-semibold">{company.name}</h2>
      <p>{words.role[view.role === 'staff' ? 'company_admin' : view.role]}</p>
      {company.status === 'pending' ? (
        <p role="status" className="mt-4">
          {words.pending}
        </p>
      ) : (
        <>
          <p className="mt-2">
            {company.on_account_label ? words.terms(company.on_account_label) : words.noTerms}
          </p>
          {company.hold ? (
            <div role="alert" className="mt-2 rounded border border-amber-300 bg-amber-50 p-3">
              <p>{words.onHold(company.hold.reason)}</p>
              {company.hold.amount_due > 0 ? (
                <p>{words.onHoldDue(formatPrice(company.hold.amount_due))}</p>
              ) : null}
            </div>
          ) : null}
          <dl className="mt-2 grid grid-cols-3 gap-2">
            <div>
              <dt className="text-slate-600">{words.creditLimit}</dt>
              <dd>{formatPrice(company.credit_limit)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{words.balance}</dt>
              <dd>{formatPrice(company.balance)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{words.available}</dt>
              <dd>{formatPrice(company.available_credit)}</dd>
            </div>
          </dl>
          {view.role === 'company_admin' ? (
            <WaitingOrders companyId={company.id} orders={view.awaiting_approval} />
          ) : null}
          <Members view={view} />
          {view.role === 'company_admin' ? <ExemptionLetter company={company} /> : null}
          <CompanyStatement statement={view.statement} />
        </>
      )}
    </div>
  );
}

function Members({ view }: { view: CompanyView }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState<string>();
  const isAdmin = view.role === 'company_admin';
  const refresh = () => queryClient.invalidateQueries({ queryKey: myCompanyQueryOptions().queryKey });
  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      await inviteBuyer(view.company.id, String(new FormData(form).get('email')));
      form.reset();
      setNote(words.invite.sent);
      await refresh();
    } catch (error) {
      setNote(messageOf(error));
    }
  };
  return (
    <section aria-labelledby="members-heading" className="mt-6">
      <h2 id="members-heading" className="text-xl font-bold">
        {words.members}
      </h2>
      <ul className="mt-2 space-y-1">
        {view.members.map((member) => (
          <li key={member.user_id} className="flex items-center gap-3">
            <span>
              {member.email} ({words.role[member.role]})
            </span>
            {isAdmin && member.role !== 'company_admin' ? (
              <Button
                size="sm"
                aria-label={`${words.remove} ${member.email}`}
                onClick={() => void removeMember(view.company.id, member.user_id).then(refresh)}
              >
                {words.remove}
              </Button>
            ) : null}
            {isAdmin && member.role === 'buyer' ? (
              <SpendingLimit companyId={view.company.id} member={member} />
            ) : null}
          </li>
        ))}
      </ul>
      {isAdmin ? (
        <>
          {view.invites.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold">{words.pendingInvites}</h3>
              <ul>
                {view.invites.map((invite) => (
                  <li key={invite.id}>{invite.email}</li>
                ))}
              </ul>
            </>
          ) : null}
          <form className="mt-4 flex items-end gap-2" onSubmit={(event) => void invite(event)} noValidate>
            <label className="block grow">
              <span className="font-medium">{words.invite.email}</span>
              <input name="email" type="email" className={fieldClass} />
            </label>
            <Button type="submit" variant="primary">
              {words.invite.submit}
            </Button>
          </form>
          {note ? <p role="status">{note}</p> : null}
        </>
      ) : null}
    </section>
  );
}
