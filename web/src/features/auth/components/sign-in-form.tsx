import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextField } from '@web/components/ui/form-field';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { refreshAuthState } from '@web/lib/auth/auth-session';
import { showToast } from '@web/lib/toast';
import { authStrings } from '../auth-strings';
import { authToasts, mapSignInError } from '@web/lib/auth/auth-errors';
import { Button } from '@web/components/ui/button';
import { ForgotPasswordDialog } from './forgot-password-dialog';

interface SignInValues {
  email: string;
  password: string;
}

interface SignInFormProps {
  /** The account exists but its e-mail is not confirmed yet: go to the code step. */
  onNeedsConfirmation: (email: string, password: string) => void;
}

/** The Sign In tab: e-mail, password, 'Forgot your password?'. */
export function SignInForm({ onNeedsConfirmation }: SignInFormProps) {
  const { register, handleSubmit } = useForm<SignInValues>();
  const { fields, signIn } = authStrings;
  const toasts = authToasts;

  const enter = useMutation({
    mutationFn: async ({ email, password }: SignInValues) => {
      const auth = await loadAmplifyAuth();
      const result = await auth.signIn({
        username: email.trim(),
        password,
        options: { authFlowType: auth.authFlowType },
      });
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        await auth.resendSignUpCode({ username: email.trim() });
        onNeedsConfirmation(email.trim(), password);
        return;
      }
      await refreshAuthState();
      showToast(toasts.signedIn);
    },
    onError: (error) => showToast({ ...mapSignInError(error), variant: 'destructive' }),
  });

  const onSubmit = handleSubmit((values) => enter.mutate(values));

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TextField label={fields.email} type="email" autoComplete="email" required {...register('email')} />
      <TextField
        label={fields.password}
        type="password"
        autoComplete="current-password"
        required
        {...register('password')}
      />
      <Button type="submit" variant="primary" size="lg" block busy={enter.isPending} busyLabel={signIn.busy}>
        {signIn.submit}
      </Button>
      <ForgotPasswordDialog />
    </form>
  );
}
