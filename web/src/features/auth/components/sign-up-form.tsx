import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextField } from '@web/components/ui/form-field';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { showToast } from '@web/lib/toast';
import { authStrings } from '../auth-strings';
import { authToasts, findSignUpPasswordProblem, mapSignUpError } from '@web/lib/auth/auth-errors';
import { Button } from '@web/components/ui/button';

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

interface SignUpFormProps {
  /** Cognito sent a confirmation code: go to the code step. */
  onNeedsConfirmation: (email: string, password: string) => void;
}

/** The Sign Up tab: names, e-mail, password twice; first and last name are stored on the user. */
export function SignUpForm({ onNeedsConfirmation }: SignUpFormProps) {
  const { register, handleSubmit, reset } = useForm<SignUpValues>();
  const { fields, signUp } = authStrings;
  const toasts = authToasts;

  const createAccount = useMutation({
    mutationFn: async (values: SignUpValues) => {
      const auth = await loadAmplifyAuth();
      const email = values.email.trim();
      const result = await auth.signUp({
        username: email,
        password: values.password,
        options: {
          userAttributes: {
            email,
            given_name: values.firstName.trim(),
            family_name: values.lastName.trim(),
          },
        },
      });
      return { email, password: values.password, step: result.nextStep.signUpStep };
    },
    onSuccess: ({ email, password, step }) => {
      reset();
      if (step === 'CONFIRM_SIGN_UP') {
        showToast(toasts.checkEmail);
        onNeedsConfirmation(email, password);
      } else {
        showToast(toasts.accountCreated);
      }
    },
    onError: (error) => showToast({ ...mapSignUpError(error), variant: 'destructive' }),
  });

  const onSubmit = handleSubmit((values) => {
    // Nothing is sent when the passwords differ or are below the shop's minimum (the pool enforces
    // its policy too; this spares a round trip).
    const passwordProblem = findSignUpPasswordProblem(values);
    if (passwordProblem) {
      showToast({ ...passwordProblem, variant: 'destructive' });
      return;
    }
    createAccount.mutate(values);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={fields.firstName} autoComplete="given-name" required {...register('firstName')} />
        <TextField label={fields.lastName} autoComplete="family-name" required {...register('lastName')} />
      </div>
      <TextField label={fields.email} type="email" autoComplete="email" required {...register('email')} />
      <TextField
        label={fields.password}
        type="password"
        autoComplete="new-password"
        required
        {...register('password')}
      />
      <TextField
        label={fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        busy={createAccount.isPending}
        busyLabel={signUp.busy}
      >
        {signUp.submit}
      </Button>
    </form>
  );
}
