import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { TextField } from '@web/components/ui/form-field';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { authToasts, mapGenericAuthError } from '@web/lib/auth/auth-errors';
import { refreshAuthState } from '@web/lib/auth/auth-session';
import { showToast } from '@web/lib/toast';
import { deleteAccount, getProfile, updateProfile } from '../api/profile';
import { accountStrings } from '../account-strings';

const strings = accountStrings.settings;
const buttonClass =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

function showError(error: unknown) {
  showToast({ ...mapGenericAuthError(error), variant: 'destructive' });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-5">
      <h3 className="mb-3 text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Settings: Change Password, Update Email (with its code) and Delete Account (with a confirmation). */
export function SettingsTab() {
  return (
    <div className="grid max-w-xl gap-6">
      <ChangePassword />
      <UpdateEmail />
      <DeleteAccount />
    </div>
  );
}

function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (next !== confirm) {
      showToast({ ...authToasts.passwordsDiffer, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const auth = await loadAmplifyAuth();
      await auth.updatePassword({ oldPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      showToast(strings.passwordChanged);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={strings.changePassword}>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={strings.currentPassword}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label={strings.newPassword}
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextField
          label={strings.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" disabled={busy} className={`${buttonClass} justify-self-start`}>
          {busy ? strings.busy : strings.changePassword}
        </button>
      </form>
    </Section>
  );
}

function UpdateEmail() {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    setBusy(true);
    try {
      const auth = await loadAmplifyAuth();
      const result = await auth.updateUserAttribute({
        userAttribute: { attributeKey: 'email', value: email.trim() },
      });
      if (result.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE') setSentTo(email.trim());
      else await finish();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  /** The new address is confirmed: fresh tokens carry it, and the profile item follows. */
  const finish = async () => {
    await refreshAuthState({ forceRefresh: true }).catch(() => undefined);
    const profile = await getProfile();
    await updateProfile({
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone,
    });
    setSentTo(undefined);
    setEmail('');
    setCode('');
    showToast(strings.emailUpdated);
  };

  const confirmCode = async () => {
    setBusy(true);
    try {
      const auth = await loadAmplifyAuth();
      await auth.confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
      await finish();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={strings.updateEmail}>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void (sentTo ? confirmCode() : sendCode());
        }}
      >
        {sentTo ? (
          <>
            <p className="text-sm text-slate-600">{strings.codeSent(sentTo)}</p>
            <TextField
              label={strings.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </>
        ) : (
          <TextField
            label={strings.newEmail}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
        <button type="submit" disabled={busy} className={`${buttonClass} justify-self-start`}>
          {busy ? strings.busy : sentTo ? strings.confirmEmail : strings.sendCode}
        </button>
      </form>
    </Section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAccount();
      const auth = await loadAmplifyAuth();
      // The user no longer exists: only the tokens in this browser are left to clear.
      await auth.signOut().catch(() => undefined);
      await refreshAuthState();
      showToast(strings.deleted);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Section title={strings.deleteAccount}>
      <p className="mb-3 text-sm text-slate-600">{strings.deleteWarning}</p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="inline-flex h-10 items-center justify-center rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800">
          {strings.deleteAccount}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-bold text-slate-900">{strings.deleteAccount}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">
              {strings.confirmDelete}
            </Dialog.Description>
            <div className="mt-5 flex justify-end gap-3">
              <Dialog.Close className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold">
                {strings.cancel}
              </Dialog.Close>
              <button
                type="button"
                disabled={busy}
                onClick={() => void remove()}
                className="inline-flex h-10 items-center rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {strings.confirmDeleteButton}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Section>
  );
}
