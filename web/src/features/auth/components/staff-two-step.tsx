/**
 * Staff two-step verification: at `/admin/login`, the code asked at sign-in
 * (`CONFIRM_SIGN_IN_WITH_TOTP_CODE`) and the set-up of an authenticator app for an admin who has
 * none yet (the admin API refuses them with `MfaRequired` where the stage requires it); on the
 * dashboard, the same set-up offered to any staff member on every stage.
 */
import { useEffect, useState } from 'react';
import { totpCodeSchema, type TotpCodeValues } from '@core/auth/totp-code';
import { Button } from '@web/components/ui/button';
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

type Status = { state: 'checking' } | { state: 'on' | 'off' } | { state: 'failed'; message: string };

/**
 * The dashboard's two-step verification section, for any signed-in staff member on every stage:
 * whether the account has an authenticator app, and its set-up when it has none. It turns the
 * app on without requiring it; the next sign-in asks for a code.
 */
export function StaffTwoStepPanel({ email }: { email: string }) {
  const [status, setStatus] = useState<Status>({ state: 'checking' });
  const [settingUp, setSettingUp] = useState(false);
  const [justEnabled, setJustEnabled] = useState(false);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const auth = await loadAmplifyAuth();
        const preference = await auth.fetchMFAPreference();
        if (current) setStatus({ state: preference.enabled?.includes('TOTP') ? 'on' : 'off' });
      } catch (error) {
        if (current) setStatus({ state: 'failed', message: mapSignInError(error).description });
      }
    })();
    return () => {
      current = false;
    };
  }, []);

  const onEnabled = () => {
    setSettingUp(false);
    setJustEnabled(true);
    setStatus({ state: 'on' });
    return Promise.resolve();
  };

  return (
    <section aria-labelledby="staff-two-step-title" className="grid max-w-xl gap-4">
      <h2 id="staff-two-step-title" className="text-lg font-semibold text-slate-900">
        {t.panelTitle}
      </h2>
      {status.state === 'checking' ? <p className="text-sm text-slate-600">{t.checking}</p> : null}
      {status.state === 'failed' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
      {status.state === 'on' ? (
        <FormAlert tone="success">{justEnabled ? t.turnedOn : t.isOn}</FormAlert>
      ) : null}
      {status.state === 'off' && !settingUp ? (
        <>
          <p className="text-sm text-slate-700">{t.isOff}</p>
          <Button className="justify-self-start" onClick={() => setSettingUp(true)}>
            {t.start}
          </Button>
        </>
      ) : null}
      {status.state === 'off' && settingUp ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <TotpSetupForm email={email} onEnabled={onEnabled} />
        </div>
      ) : null}
    </section>
  );
}
