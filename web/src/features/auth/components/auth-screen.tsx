import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FormAlert } from '@web/components/ui/form-field';
import { startAuthSession, useAuthState, type AuthUser } from '@web/lib/auth/auth-session';
import { authStrings } from '../auth-strings';
import { Spinner } from './auth-ui';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { isAfterPasswordReset } from './reset-landing';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

interface AuthScreenProps {
  /** What a signed-in user sees at /auth: My Account. */
  renderAccount: (user: AuthUser) => ReactNode;
}

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

/** `/auth`: a spinner while the session loads, then Sign In / Sign Up, or My Account when signed in. */
export function AuthScreen({ renderAccount }: AuthScreenProps) {
  const { status, user } = useAuthState();
  const [pending, setPending] = useState<{ email: string; password?: string } | undefined>();
  const [tab, setTab] = useState('sign-in');
  const resetDone = isAfterPasswordReset(useLocation().state);

  useEffect(() => {
    void startAuthSession().catch((error: unknown) => console.error(error));
  }, []);

  if (status === 'loading') return <Spinner label={authStrings.loading} />;
  if (status === 'signedIn' && user) return <>{renderAccount(user)}</>;

  const needsConfirmation = (email: string, password: string) => setPending({ email, password });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {pending ? (
          <ConfirmSignUpForm
            email={pending.email}
            password={pending.password}
            onDone={() => {
              setPending(undefined);
              setTab('sign-in');
            }}
          />
        ) : (
          <Tabs.Root value={tab} onValueChange={setTab}>
            <h1 className="sr-only">{authStrings.title}</h1>
            {resetDone ? (
              <div className="mb-4">
                <FormAlert tone="success">{authStrings.reset.done}</FormAlert>
              </div>
            ) : null}
            <Tabs.List className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
              <Tabs.Trigger value="sign-in" className={tabClass}>
                {authStrings.tabs.signIn}
              </Tabs.Trigger>
              <Tabs.Trigger value="sign-up" className={tabClass}>
                {authStrings.tabs.signUp}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in">
              <SignInForm onNeedsConfirmation={needsConfirmation} />
            </Tabs.Content>
            <Tabs.Content value="sign-up">
              <SignUpForm onNeedsConfirmation={needsConfirmation} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </div>
    </div>
  );
}
