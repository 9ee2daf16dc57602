import { useState } from 'react';
import { TextField } from '@web/components/ui/form-field';
import { showToast } from '@web/lib/toast';
import { mapGenericAuthError } from '@web/lib/auth/auth-errors';
import { useProfile, useUpdateProfile } from '../api/profile';
import { accountStrings } from '../account-strings';
import type { Profile } from '@core/account/profile';

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
  const [firstName, setFirstName] = useState(profile?.first_name ?? '');
  const [lastName, setLastName] = useState(profile?.last_name ?? '');
  const [phone, setPhone] = useState(profile?.phone ?? '');
  const update = useUpdateProfile(userId);

  const save = async () => {
    try {
      const saved = await update.mutateAsync({ first_name: firstName, last_name: lastName, phone });
      setPhone(saved.phone);
      showToast(strings.saved);
    } catch (error) {
      showToast({ ...mapGenericAuthError(error), variant: 'destructive' });
    }
  };

  return (
    <form
      className="grid max-w-xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField label={strings.email} type="email" value={email} readOnly disabled />
      <TextField
        label={strings.phone}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={strings.firstName}
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label={strings.lastName}
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <button
        type="submit"
        disabled={update.isPending}
        className="inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:justify-self-start"
      >
        {update.isPending ? strings.busy : strings.submit}
      </button>
    </form>
  );
}
