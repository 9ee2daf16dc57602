import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { readResetOrigin, RESET_ORIGIN_KEY } from '@core/auth/auth-messages';
import { newPasswordsSchema, type NewPasswordsValues } from '@core/auth/credentials';
import { Form, FormRootError, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { FormAlert } from '@web/components/ui/form-field';
import { paths } from '@web/config/paths';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import {
  describePasswordError,
  getErrorName,
  isInvalidResetCode,
  isServiceError,
} from '@web/lib/auth/auth-errors';
import { authStrings } from '../auth-strings';
import type { PasswordResetState } from './reset-landing';

const EMPTY: NewPasswordsValues = { password: '', confirmPassword: '' };

/**
 * `/reset-password?code=...&email=...`, the target of the reset e-mail: sets the new password with
 * the code, then sends the reader to where the reset was asked for: staff to `/admin/login`,
 * shoppers to `/auth`, each with a success message. Without a code the link is not usable.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const origin = readResetOrigin(params.get(RESET_ORIGIN_KEY));
  const form = useZodForm(newPasswordsSchema, { defaultValues: EMPTY });
  const { reset, fields } = authStrings;
  const linkUsable = Boolean(code && email);

  const submit = async ({ password }: { password: string }) => {
    try {
      const auth = await loadAmplifyAuth();
      await auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
    } catch (caught) {
      if (!isServiceError(caught)) console.error(getErrorName(caught), caught);
      throw new Error(isInvalidResetCode(caught) ? reset.invalidLink : describePasswordError(caught), {
        cause: caught,
      });
    }
    const signIn = origin === 'staff' ? paths.admin.login.getHref() : paths.auth.getHref();
    navigate(signIn, { state: { passwordReset: true } satisfies PasswordResetState });
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Form
        form={form}
        onSubmit={submit}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 className="text-2xl font-bold text-slate-900">{reset.title}</h1>
        {email ? <p className="text-sm text-slate-600">{email}</p> : null}
        {linkUsable ? (
          <>
            <FormRootError />
            <FormTextField
              name="password"
              label={fields.newPassword}
              type="password"
              autoComplete="new-password"
              required
            />
            <FormTextField
              name="confirmPassword"
              label={fields.confirmNewPassword}
              type="password"
              autoComplete="new-password"
              required
            />
            <FormSubmit size="lg" block busyLabel={reset.busy}>
              {reset.submit}
            </FormSubmit>
          </>
        ) : (
          <>
            <FormAlert tone="error">{reset.invalidLink}</FormAlert>
            <Link to={paths.auth.getHref()} className="text-sm font-medium text-brand-700 hover:underline">
              {authStrings.forgot.link}
            </Link>
          </>
        )}
      </Form>
    </div>
  );
}
