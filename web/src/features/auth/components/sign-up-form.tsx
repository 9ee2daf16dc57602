import { signUpSchema, type SignUpValues } from '@core/auth/credentials';
import { Form, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { authToasts, findSignUpPasswordProblem, mapSignUpError } from '@web/lib/auth/auth-errors';
import { showToast } from '@web/lib/toast';
import { authStrings } from '../auth-strings';

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

interface SignUpFormProps {
  /** Cognito sent a confirmation code: go to the code step. */
  onNeedsConfirmation: (email: string, password: string) => void;
}

/**
 * The Sign Up tab: names, e-mail, password twice; first and last name are stored on the user. On
 * the form kit with core's `signUpSchema`: each message under its field, and the shop's toasts for
 * passwords that differ or are too short (nothing is sent; the pool enforces its policy too).
 */
export function SignUpForm({ onNeedsConfirmation }: SignUpFormProps) {
  const form = useZodForm(signUpSchema, { defaultValues: EMPTY });
  const { fields, signUp } = authStrings;
  const toasts = authToasts;

  const createAccount = async (values: SignUpValues) => {
    let step: string;
    try {
      const auth = await loadAmplifyAuth();
      const result = await auth.signUp({
        username: values.email,
        password: values.password,
        options: {
          userAttributes: { email: values.email, given_name: values.firstName, family_name: values.lastName },
        },
      });
      step = result.nextStep.signUpStep;
    } catch (error) {
      showToast({ ...mapSignUpError(error), variant: 'destructive' });
      return;
    }
    form.reset(EMPTY);
    if (step === 'CONFIRM_SIGN_UP') {
      showToast(toasts.checkEmail);
      onNeedsConfirmation(values.email, values.password);
    } else {
      showToast(toasts.accountCreated);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={createAccount}
      onInvalid={(refused) => {
        const passwordProblem = findSignUpPasswordProblem(refused);
        if (passwordProblem) showToast({ ...passwordProblem, variant: 'destructive' });
      }}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="firstName" label={fields.firstName} autoComplete="given-name" required />
        <FormTextField name="lastName" label={fields.lastName} autoComplete="family-name" required />
      </div>
      <FormTextField name="email" label={fields.email} type="email" autoComplete="email" required />
      <FormTextField
        name="password"
        label={fields.password}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        name="confirmPassword"
        label={fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormSubmit size="lg" block busyLabel={signUp.busy}>
        {signUp.submit}
      </FormSubmit>
    </Form>
  );
}
