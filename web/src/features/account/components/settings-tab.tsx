import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  changePasswordSchema,
  confirmationCodeSchema,
  emailChangeSchema,
  type ChangePasswordValues,
} from '@core/auth/credentials';
import { Button, buttonClass } from '@web/components/ui/button';
import { Form, FormRootError, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { describePasswordError, mapGenericAuthError } from '@web/lib/auth/auth-errors';
import { refreshAuthState } from '@web/lib/auth/auth-session';
import { showToast } from '@web/lib/toast';
import { deleteAccount, getProfile, updateProfile } from '../api/profile';
import { accountStrings } from '../account-strings';

const strings = accountStrings.settings;

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

const EMPTY_PASSWORDS: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

function ChangePassword() {
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY_PASSWORDS });

  const submit = async ({ currentPassword, password }: { currentPassword: string; password: string }) => {
    try {
      const auth = await loadAmplifyAuth();
      await auth.updatePassword({ oldPassword: currentPassword, newPassword: password });
    } catch (error) {
      throw new Error(describePasswordError(error), { cause: error });
    }
    form.reset(EMPTY_PASSWORDS);
    showToast(strings.passwordChanged);
  };

  return (
    <Section title={strings.changePassword}>
      <Form form={form} onSubmit={submit} className="grid gap-3">
        <FormTextField
          name="currentPassword"
          label={strings.currentPassword}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          name="password"
          label={strings.newPassword}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormTextField
          name="confirmPassword"
          label={strings.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormRootError />
        <FormSubmit className="justify-self-start" busyLabel={strings.busy}>
          {strings.changePassword}
        </FormSubmit>
      </Form>
    </Section>
  );
}

/** The new address is confirmed: fresh tokens carry it, and the profile item follows. */
async function finishEmailChange() {
  await refreshAuthState({ forceRefresh: true }).catch(() => undefined);
  const profile = await getProfile();
  await updateProfile({ first_name: profile.first_name, last_name: profile.last_name, phone: profile.phone });
  showToast(strings.emailUpdated);
}

/** Update Email: the new address, then (when the pool asks for it) the code sent to it. */
function UpdateEmail() {
  const [sentTo, setSentTo] = useState<string | undefined>();
  return (
    <Section title={strings.updateEmail}>
      {sentTo ? (
        <ConfirmEmailCode sentTo={sentTo} onDone={() => setSentTo(undefined)} />
      ) : (
        <SendEmailCode onSent={setSentTo} />
      )}
    </Section>
  );
}

function SendEmailCode({ onSent }: { onSent: (email: string) => void }) {
  const form = useZodForm(emailChangeSchema, { defaultValues: { email: '' } });

  const submit = async ({ email }: { email: string }) => {
    try {
      const auth = await loadAmplifyAuth();
      const result = await auth.updateUserAttribute({
        userAttribute: { attributeKey: 'email', value: email },
      });
      if (result.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE') onSent(email);
      else await finishEmailChange();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-3">
      <FormTextField name="email" label={strings.newEmail} type="email" autoComplete="email" required />
      <FormSubmit className="justify-self-start" busyLabel={strings.busy}>
        {strings.sendCode}
      </FormSubmit>
    </Form>
  );
}

function ConfirmEmailCode({ sentTo, onDone }: { sentTo: string; onDone: () => void }) {
  const form = useZodForm(confirmationCodeSchema, { defaultValues: { code: '' } });

  const submit = async ({ code }: { code: string }) => {
    try {
      const auth = await loadAmplifyAuth();
      await auth.confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
      await finishEmailChange();
      onDone();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-3">
      <p className="text-sm text-slate-600">{strings.codeSent(sentTo)}</p>
      <FormTextField
        name="code"
        label={strings.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <FormSubmit className="justify-self-start" busyLabel={strings.busy}>
        {strings.confirmEmail}
      </FormSubmit>
    </Form>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: async () => {
      await deleteAccount();
      const auth = await loadAmplifyAuth();
      // The user no longer exists: only the tokens in this browser are left to clear.
      await auth.signOut().catch(() => undefined);
      await refreshAuthState();
    },
    onSuccess: () => showToast(strings.deleted),
    onError: showError,
    onSettled: () => setOpen(false),
  });

  return (
    <Section title={strings.deleteAccount}>
      <p className="mb-3 text-sm text-slate-600">{strings.deleteWarning}</p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={buttonClass({ variant: 'danger' })}>
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
              <Dialog.Close className={buttonClass()}>{strings.cancel}</Dialog.Close>
              <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate()}>
                {strings.confirmDeleteButton}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Section>
  );
}
