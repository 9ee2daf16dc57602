import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RESET_ORIGIN_KEY } from '@core/auth/auth-messages';
import { emailSchema, staffSignInSchema, type StaffSignInValues } from '@core/auth/credentials';
import { Form, FormRootError, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { FormAlert } from '@web/components/ui/form-field';
import { paths } from '@web/config/paths';
import { canOpen, DASHBOARD_GROUPS, INBOX_GROUPS, REPORT_GROUPS } from '@web/lib/auth/access';
import { ApiError } from '@web/lib/api-client';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { authedApi } from '@web/lib/auth/authed-api';
import { authToasts, mapSignInError } from '@web/lib/auth/auth-errors';
import { getAuthState, refreshAuthState, startAuthSession } from '@web/lib/auth/auth-session';
import { authStrings } from '../auth-strings';
import { isAfterPasswordReset } from './reset-landing';
import { TotpCodeForm, TotpSetupForm } from './staff-two-step';

type Notice = { tone: 'error' | 'success'; text: string };
/** After the password: Cognito asks for a TOTP code, or the admin API asks for TOTP to be set up. */
type TwoStep = { step: 'code' } | { step: 'setup'; email: string };

/** True when the admin API refuses this staff member until they set up two-step verification. */
async function needsTwoStepSetup(): Promise<boolean> {
  try {
    await authedApi.get('/admin/debug/auth');
    return false;
  } catch (error) {
    if (error instanceof ApiError && error.errorType === 'MfaRequired') return true;
    throw error;
  }
}

const EMPTY: StaffSignInValues = { email: '', password: '', newPassword: '', choosingPassword: false };

/** The server's message (a trigger's unwrapped), or the generic one for an exception. */
const describe = (error: unknown) => mapSignInError(error).description;

/**
 * `/admin/login`: staff sign-in. Admins and moderators go to the dashboard (a moderator's shows the
 * inbox only); anyone else is signed out again with 'Access denied. Admin privileges required.'.
 * A reset asked for here brings the reader back here (the reset e-mail's link says so). Staff with
 * an authenticator app give its code; where the stage requires two-step verification, an admin
 * without one sets it up here first.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(staffSignInSchema, { defaultValues: EMPTY });
  const choosingPassword = form.watch('choosingPassword');
  const [notice, setNotice] = useState<Notice | undefined>(
    isAfterPasswordReset(location.state) ? { tone: 'success', text: authStrings.reset.done } : undefined,
  );
  const [twoStep, setTwoStep] = useState<TwoStep | undefined>();
  const { admin, fields } = authStrings;

  useEffect(() => {
    void startAuthSession().catch((error: unknown) => console.error(error));
  }, []);

  /** Lets staff in to the dashboard, or signs anyone else out again. */
  const admitOrRefuse = async () => {
    const auth = await loadAmplifyAuth();
    const state = await refreshAuthState();
    if (state.user && canOpen(state.user.groups, INBOX_GROUPS)) {
      if (canOpen(state.user.groups, DASHBOARD_GROUPS) && (await needsTwoStepSetup())) {
        setTwoStep({ step: 'setup', email: form.getValues('email').trim() });
        return;
      }
      navigate(paths.admin.dashboard.getHref(), { replace: true });
      return;
    }
    // Accountants read the reports (and orders and invoices through them), nothing else.
    if (state.user && canOpen(state.user.groups, REPORT_GROUPS)) {
      navigate(paths.admin.reports.getHref(), { replace: true });
      return;
    }
    await auth.signOut();
    throw new Error(admin.accessDenied);
  };

  const signIn = async (values: StaffSignInValues) => {
    setNotice(undefined);
    const auth = await loadAmplifyAuth().catch(() => {
      throw new Error(authToasts.unexpected);
    });
    let step: string;
    try {
      // A shopper signed in on this browser is signed out first: staff sign in as themselves.
      if (getAuthState().status === 'signedIn') await auth.signOut();
      const result = values.choosingPassword
        ? await auth.confirmSignIn({ challengeResponse: values.newPassword })
        : await auth.signIn({
            username: values.email.trim(),
            password: values.password,
            options: { authFlowType: auth.authFlowType },
          });
      step = result.nextStep.signInStep;
    } catch (error) {
      throw new Error(describe(error), { cause: error });
    }
    if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
      form.setValue('choosingPassword', true);
      setNotice({ tone: 'success', text: admin.newPasswordRequired });
      return;
    }
    if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
      setTwoStep({ step: 'code' });
      return;
    }
    await admitOrRefuse();
  };

  const confirmCode = async (code: string) => {
    const auth = await loadAmplifyAuth();
    try {
      await auth.confirmSignIn({ challengeResponse: code });
    } catch (error) {
      throw new Error(describe(error), { cause: error });
    }
    await admitOrRefuse();
  };

  /** The tokens in hand predate the app: signing in again with a code gives ones the API accepts. */
  const afterSetup = async () => {
    const auth = await loadAmplifyAuth();
    await auth.signOut();
    form.setValue('password', '');
    setTwoStep(undefined);
    setNotice({ tone: 'success', text: admin.twoStep.enabled });
  };

  const forgot = async () => {
    setNotice(undefined);
    form.clearErrors();
    const email = emailSchema.safeParse(form.getValues('email'));
    if (!email.success) {
      setNotice({ tone: 'error', text: admin.needEmail });
      return;
    }
    try {
      const auth = await loadAmplifyAuth();
      await auth.resetPassword({
        username: email.data,
        options: { clientMetadata: { [RESET_ORIGIN_KEY]: 'staff' } },
      });
      setNotice({ tone: 'success', text: admin.resetSent });
    } catch (error) {
      setNotice({ tone: 'error', text: describe(error) });
    }
  };

  if (twoStep) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
        <div className="grid w-full max-w-md gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">{admin.title}</h1>
          {twoStep.step === 'code' ? (
            <TotpCodeForm onCode={confirmCode} />
          ) : (
            <TotpSetupForm email={twoStep.email} onEnabled={afterSetup} />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <Form
        form={form}
        onSubmit={signIn}
        className="grid w-full max-w-md gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{admin.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{admin.intro}</p>
        </div>
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
        <FormRootError />
        <FormTextField name="email" label={fields.email} type="email" autoComplete="email" required />
        <FormTextField
          name="password"
          label={fields.password}
          type="password"
          autoComplete="current-password"
          required
        />
        {choosingPassword ? (
          <FormTextField
            name="newPassword"
            label={fields.newPassword}
            type="password"
            autoComplete="new-password"
            required
          />
        ) : null}
        <FormSubmit size="lg" block busyLabel={admin.busy}>
          {choosingPassword ? admin.setPassword : admin.submit}
        </FormSubmit>
        <button
          type="button"
          onClick={() => void forgot()}
          className="justify-self-center text-sm font-medium text-brand-700 hover:underline"
        >
          {admin.forgot}
        </button>
      </Form>
    </div>
  );
}
