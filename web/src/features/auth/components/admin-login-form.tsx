import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_GROUP } from '@web/lib/auth/access';
import { TextField } from '@web/components/ui/form-field';
import { paths } from '@web/config/paths';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { getAuthState, refreshAuthState, startAuthSession } from '@web/lib/auth/auth-session';
import { authStrings } from '../auth-strings';
import { authToasts, isServiceError } from '@web/lib/auth/auth-errors';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-field';
import type { PasswordResetState } from './reset-password-form';

type Notice = { tone: 'error' | 'success'; text: string };

/**
 * `/admin/login`: staff sign-in. Only members of `admin` get in (spec sections 5 and 6); anyone else
 * is signed out again with 'Access denied. Admin privileges required.'.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const resetDone = (location.state as PasswordResetState | null)?.passwordReset === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [needsNewPassword, setNeedsNewPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>(
    resetDone ? { tone: 'success', text: authStrings.reset.done } : undefined,
  );
  const { admin, fields } = authStrings;

  useEffect(() => {
    void startAuthSession().catch((error: unknown) => console.error(error));
  }, []);

  const fail = (error: unknown) =>
    setNotice({
      tone: 'error',
      text: isServiceError(error) ? (error as Error).message : authToasts.unexpected,
    });

  /** Lets an admin in, or signs anyone else out again. */
  const admitOrRefuse = async () => {
    const auth = await loadAmplifyAuth();
    const state = await refreshAuthState();
    if (state.user?.groups.includes(ADMIN_LOGIN_GROUP)) {
      navigate(paths.admin.dashboard.getHref(), { replace: true });
      return;
    }
    await auth.signOut();
    setNotice({ tone: 'error', text: admin.accessDenied });
  };

  const signIn = async () => {
    setBusy(true);
    setNotice(undefined);
    try {
      const auth = await loadAmplifyAuth();
      // A shopper signed in on this browser is signed out first: staff sign in as themselves.
      if (getAuthState().status === 'signedIn') await auth.signOut();
      const result = needsNewPassword
        ? await auth.confirmSignIn({ challengeResponse: newPassword })
        : await auth.signIn({
            username: email.trim(),
            password,
            options: { authFlowType: auth.authFlowType },
          });
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        setNeedsNewPassword(true);
        setNotice({ tone: 'success', text: admin.newPasswordRequired });
        return;
      }
      await admitOrRefuse();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const forgot = async () => {
    if (!email.trim()) {
      setNotice({ tone: 'error', text: admin.needEmail });
      return;
    }
    try {
      const auth = await loadAmplifyAuth();
      await auth.resetPassword({ username: email.trim() });
      setNotice({ tone: 'success', text: admin.resetSent });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <form
        className="grid w-full max-w-md gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void signIn();
        }}
      >
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{admin.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{admin.intro}</p>
        </div>
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
        <TextField
          label={fields.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={fields.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {needsNewPassword ? (
          <TextField
            label={fields.newPassword}
            type="password"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        ) : null}
        <Button type="submit" variant="primary" size="lg" block busy={busy} busyLabel={admin.busy}>
          {needsNewPassword ? admin.setPassword : admin.submit}
        </Button>
        <button
          type="button"
          onClick={() => void forgot()}
          className="justify-self-center text-sm font-medium text-brand-700 hover:underline"
        >
          {admin.forgot}
        </button>
      </form>
    </div>
  );
}
