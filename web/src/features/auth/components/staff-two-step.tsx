/**
 * Staff two-step verification at `/admin/login`: the code asked at sign-in
 * (`CONFIRM_SIGN_IN_WITH_TOTP_CODE`) and the set-up of an authenticator app for an admin who has
 * none yet (the admin API refuses them with `MfaRequired` where the stage requires it).
 */
import { useEffect, useState } from 'react';
import { totpCodeSchema, type TotpCodeValues } from '@core/auth/totp-code';
import { Form, FormRootError, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { FormAlert } from '@web/components/ui/form-field';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { mapSignInError } from '@web/lib/auth/auth-errors';
import { authStrings } from '../auth-strings';

const t = authStrings.admin.twoStep;

function CodeField() {
  return (
    <FormTextField
      name="code"
      label={t.codeLabel}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
    />
  );
}

/** The code step of a sign-in; `onCode` answers Cognito's challenge with it. */
export function TotpCodeForm({ onCode }: { onCode: (code: string) => Promise<void> }) {
  const form = useZodForm(totpCodeSchema, { defaultValues: { code: '' } satisfies TotpCodeValues });
  return (
    <Form form={form} onSubmit={(values) => onCode(values.code)} className="grid gap-4">
      <p className="text-sm text-slate-700">{t.codeTitle}</p>
      <FormRootError />
      <CodeField />
      <FormSubmit size="lg" block busyLabel={t.busy}>
        {t.verify}
      </FormSubmit>
    </Form>
  );
}

/** Adds an authenticator app to the signed-in account, then calls `onEnabled`. */
export function TotpSetupForm({ email, onEnabled }: { email: string; onEnabled: () => Promise<void> }) {
  const form = useZodForm(totpCodeSchema, { defaultValues: { code: '' } satisfies TotpCodeValues });
  const [setup, setSetup] = useState<{ secret: string; uri: string } | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const auth = await loadAmplifyAuth();
        const details = await auth.setUpTOTP();
        if (current) {
          setSetup({ secret: details.sharedSecret, uri: details.getSetupUri(t.appName, email).toString() });
        }
      } catch (error) {
        if (current) setFailure(mapSignInError(error).description);
      }
    })();
    return () => {
      current = false;
    };
  }, [email]);

  const enable = async ({ code }: { code: string }) => {
    const auth = await loadAmplifyAuth();
    try {
      await auth.verifyTOTPSetup({ code });
      await auth.updateMFAPreference({ totp: 'PREFERRED' });
    } catch (error) {
      throw new Error(mapSignInError(error).description, { cause: error });
    }
    await onEnabled();
  };

  return (
    <Form form={form} onSubmit={enable} className="grid gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t.setupTitle}</h2>
      <p className="text-sm text-slate-700">{t.setupIntro}</p>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      {setup ? (
        <div className="grid gap-1">
          <span className="text-sm font-medium text-slate-700">{t.secretLabel}</span>
          <code
            data-testid="totp-secret"
            className="rounded border border-slate-200 bg-slate-50 p-2 font-mono text-sm break-all select-all"
          >
            {setup.secret}
          </code>
          <a href={setup.uri} className="text-sm font-medium text-brand-700 hover:underline">
            {t.openInApp}
          </a>
        </div>
      ) : null}
      <FormRootError />
      <CodeField />
      <FormSubmit size="lg" block busyLabel={t.busy} disabled={!setup}>
        {t.enable}
      </FormSubmit>
    </Form>
  );
}
