import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '@web/components/ui/form-field';
import { paths } from '@web/config/paths';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { authStrings } from '../auth-strings';
import { authToasts, getErrorName, isInvalidResetCode, isServiceError } from '@web/lib/auth/auth-errors';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-field';

/** State passed to the admin login page after a successful reset. */
export interface PasswordResetState {
  passwordReset: true;
}

/**
 * `/reset-password?code=...&email=...`, the target of the reset e-mail: sets the new password with
 * the code, then goes to `/admin/login` (spec section 2). Without a code the link is not usable.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | undefined>(
    code && email ? undefined : authStrings.reset.invalidLink,
  );
  const [busy, setBusy] = useState(false);
  const { reset, fields } = authStrings;
  const linkUsable = Boolean(code && email);

  const submit = async () => {
    if (password !== confirmPassword) {
      setError(reset.mismatch);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const auth = await loadAmplifyAuth();
      await auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
      navigate(paths.admin.login.getHref(), { state: { passwordReset: true } satisfies PasswordResetState });
    } catch (caught) {
      if (isInvalidResetCode(caught)) setError(reset.invalidLink);
      else setError(isServiceError(caught) ? (caught as Error).message : authToasts.unexpected);
      if (!isServiceError(caught)) console.error(getErrorName(caught), caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <form
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h1 className="text-2xl font-bold text-slate-900">{reset.title}</h1>
        {email ? <p className="text-sm text-slate-600">{email}</p> : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        {linkUsable ? (
          <>
            <TextField
              label={fields.newPassword}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label={fields.confirmNewPassword}
              type="password"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
            <Button type="submit" variant="primary" size="lg" block busy={busy} busyLabel={reset.busy}>
              {reset.submit}
            </Button>
          </>
        ) : (
          <Link to={paths.auth.getHref()} className="text-sm font-medium text-brand-700 hover:underline">
            {authStrings.forgot.link}
          </Link>
        )}
      </form>
    </div>
  );
}
