import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@core/account/profile';
import { Form, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { TextField } from '@web/components/ui/form-field';
import { mapGenericAuthError } from '@web/lib/auth/auth-errors';
import { showToast } from '@web/lib/toast';
import { accountStrings } from '../account-strings';
import { useProfile, useUpdateProfile } from '../api/profile';

const strings = accountStrings.profile;

/** Profile: e-mail (read-only), phone, first and last name, saved on the profile and on Cognito. */
export function ProfileTab({ userId, email }: { userId: string; email: string }) {
  const profile = useProfile(userId);
  if (profile.isPending) return <p className="py-8 text-center text-slate-600">{strings.loading}</p>;
  return <ProfileForm userId={userId} email={email} profile={profile.data} />;
}

function ProfileForm({
  userId,
  email,
  profile,
}: {
  userId: string;
  email: string;
  profile: Profile | undefined;
}) {
  const form = useZodForm(profileUpdateSchema, {
    defaultValues: {
      first_name: profile?.first_name ?? '',
      last_name: profile?.last_name ?? '',
      phone: profile?.phone ?? '',
    },
  });
  const update = useUpdateProfile(userId);

  const save = async (values: ProfileUpdate) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ first_name: saved.first_name, last_name: saved.last_name, phone: saved.phone });
      showToast(strings.saved);
    } catch (error) {
      showToast({ ...mapGenericAuthError(error), variant: 'destructive' });
    }
  };

  return (
    <Form form={form} onSubmit={save} className="grid max-w-xl gap-4">
      <TextField label={strings.email} type="email" value={email} readOnly disabled />
      <FormTextField name="phone" label={strings.phone} type="tel" autoComplete="tel" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="first_name" label={strings.firstName} autoComplete="given-name" required />
        <FormTextField name="last_name" label={strings.lastName} autoComplete="family-name" />
      </div>
      <FormSubmit size="lg" className="sm:justify-self-start" busyLabel={strings.busy}>
        {strings.submit}
      </FormSubmit>
    </Form>
  );
}
