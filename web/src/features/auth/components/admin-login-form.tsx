import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RESET_ORIGIN_KEY } from '@core/auth/auth-messages';
import { emailSchema, staffSignInSchema, type StaffSignInValues } from '@core/auth/credentials';
import { Form, FormRootError, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { FormAlert } from '@web/components/ui/form-field';
import { paths } from '@web/config/paths';
import { ADMIN_LOGIN_GROUP, canOpen, INBOX_GROUPS } from '@web/lib/auth/access';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { authToasts, mapSignInError } from '@web/lib/auth/auth-errors';
import { getAuthState, refreshAuthState, startAuthSession } from '@web/lib/auth/auth-session';
import { authStrings } from '../auth-strings';
import { isAfterPasswordReset } from './reset-landing';

type Notice = { tone: 'error' | 'success'; text: string };

const EMPTY: StaffSignInValues = { email: '', password: '', newPassword: '', choosingPassword: false };

/** The server's message (a trigger's unwrapped), or the generic one for an exception. */
const describe = (error: unknown) => mapSignInError(error).description;

/**
 * `/admin/login`: staff sign-in. Members of `admin` go to the dashboard, moderators (and other staff)
 * to the inbox; anyone else is signed out again with 'Access denied. Admin privileges required.'.
 * A reset asked for here brings the reader back here (the reset e-mail's link says so).
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(staffSignInSchema, { defaultValues: EMPTY });
  const choosingPassword = form.watch('choosingPassword');
  const [notice, setNotice] = useState<Notice | undefined>(
    isAfterPasswordReset(location.state) ? { tone: 'success', text: authStrings.reset.done } : undefined,
  );
  const { admin, fields } = authStrings;

  useEffect(() => {
    void startAuthSession().catch((error: unknown) => console.error(error));
  }, []);

  /** Lets an admin in to the dashboard and other staff to the inbox, or signs anyone else out again. */
  const admitOrRefuse = async () => {
    const auth = await loadAmplifyAuth();
    const state = await refreshAuthState();
    if (state.user?.groups.includes(ADMIN_LOGIN_GROUP)) {
      navigate(paths.admin.dashboard.getHref(), { replace: true });
      return;
    }
    if (state.user && canOpen(state.user.groups, INBOX_GROUPS)) {
      navigate(paths.admin.inbox.getHref(), { replace: true });
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
    await admitOrRefuse();
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
