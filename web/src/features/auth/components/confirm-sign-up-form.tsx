import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '@web/components/ui/form-field';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { refreshAuthState } from '@web/lib/auth/auth-session';
import { showToast } from '@web/lib/toast';
import { authStrings } from '../auth-strings';
import { authToasts, mapGenericAuthError } from '@web/lib/auth/auth-errors';
import { Button } from '@web/components/ui/button';

interface ConfirmSignUpFormProps {
  email: string;
  /** Kept in memory only during this step, to sign the new customer in once confirmed. */
  password: string | undefined;
  onDone: () => void;
}

/** The step after Sign Up: the code from the e-mail completes the account, then signs in. */
export function ConfirmSignUpForm({ email, password, onDone }: ConfirmSignUpFormProps) {
  const [code, setCode] = useState('');
  const { confirm, fields } = authStrings;
  const toasts = authToasts;

  const confirmAccount = useMutation({
    mutationFn: async (confirmationCode: string) => {
      const auth = await loadAmplifyAuth();
      await auth.confirmSignUp({ username: email, confirmationCode });
      if (password) {
        await auth.signIn({ username: email, password, options: { authFlowType: auth.authFlowType } });
        await refreshAuthState();
      }
      showToast(toasts.accountCreated);
      onDone();
    },
    onError: (error) => showToast({ ...mapGenericAuthError(error), variant: 'destructive' }),
  });

  const resend = async () => {
    try {
      const auth = await loadAmplifyAuth();
      await auth.resendSignUpCode({ username: email });
      showToast({ title: confirm.resent });
    } catch (error) {
      showToast({ ...mapGenericAuthError(error), variant: 'destructive' });
    }
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirmAccount.mutate(code.trim());
      }}
    >
      <h2 className="text-xl font-bold text-slate-900">{confirm.title}</h2>
      <p className="text-sm text-slate-600">{confirm.description(email)}</p>
      <TextField
        label={fields.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        busy={confirmAccount.isPending}
        busyLabel={confirm.busy}
      >
        {confirm.submit}
      </Button>
      <button
        type="button"
        onClick={() => void resend()}
        className="justify-self-center text-sm font-medium text-brand-700 hover:underline"
      >
        {confirm.resend}
      </button>
    </form>
  );
}
