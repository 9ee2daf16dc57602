import * as Tabs from '@radix-ui/react-tabs';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { authToasts, mapGenericAuthError } from '@web/lib/auth/auth-errors';
import type { AuthUser } from '@web/lib/auth/auth-session';
import { showToast } from '@web/lib/toast';
import { accountStrings } from '../account-strings';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';

interface MyAccountProps {
  user: AuthUser;
  /** The Orders tab: the app's route passes the orders feature's list. */
  orders: ReactNode;
  /** The Wishlist tab (features/wishlist). */
  wishlist: ReactNode;
}

/** The tabs, in order; the open one is named in the address (`/auth?tab=orders`), Profile by default. */
const ACCOUNT_TABS = ['profile', 'orders', 'wishlist', 'settings'] as const;
type AccountTab = (typeof ACCOUNT_TABS)[number];
const TAB_PARAM = 'tab';

function readTab(value: string | null): AccountTab {
  return (ACCOUNT_TABS as readonly (string | null)[]).includes(value) ? (value as AccountTab) : 'profile';
}

const tabClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

/** `/auth` signed in: the welcome line with the e-mail, Sign Out, and four tabs. */
export function MyAccount({ user, orders, wishlist }: MyAccountProps) {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get(TAB_PARAM));
  const { tabs } = accountStrings;

  /**
   * Each tab is a history entry, so the back button returns to the tab before. Radix reports one
   * click twice (press, then focus) before the page re-renders, so the address itself, already
   * updated by the first report, decides whether there is anything to do.
   */
  const openTab = (value: string) => {
    const current = new URLSearchParams(window.location.search);
    const wanted = readTab(value);
    if (readTab(current.get(TAB_PARAM)) === wanted) return;
    if (wanted === 'profile') current.delete(TAB_PARAM);
    else current.set(TAB_PARAM, wanted);
    setParams(current);
  };

  const signOut = useMutation({
    mutationFn: async () => {
      const auth = await loadAmplifyAuth();
      await auth.signOut();
    },
    onSuccess: () => showToast(authToasts.signedOut),
    onError: (error) => showToast({ ...mapGenericAuthError(error), variant: 'destructive' }),
  });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900">{accountStrings.title}</h1>
          <p className="mt-1 text-slate-600">{accountStrings.welcome(user.email)}</p>
          <Link
            className="mt-1 inline-block font-semibold text-brand-700 underline"
            to={paths.business.getHref()}
          >
            {accountStrings.business}
          </Link>{' '}
          <Link
            className="mt-1 ml-4 inline-block font-semibold text-brand-700 underline"
            to={paths.quickOrder.getHref()}
          >
            {accountStrings.quickOrder}
          </Link>
        </div>
        <button
          type="button"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
          className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {accountStrings.signOut}
        </button>
      </div>
      <Tabs.Root value={tab} onValueChange={openTab}>
        <Tabs.List className="mb-6 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="profile" className={tabClass}>
            {tabs.profile}
          </Tabs.Trigger>
          <Tabs.Trigger value="orders" className={tabClass}>
            {tabs.orders}
          </Tabs.Trigger>
          <Tabs.Trigger value="wishlist" className={tabClass}>
            {tabs.wishlist}
          </Tabs.Trigger>
          <Tabs.Trigger value="settings" className={tabClass}>
            {tabs.settings}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileTab userId={user.userId} email={user.email} />
        </Tabs.Content>
        <Tabs.Content value="orders">{orders}</Tabs.Content>
        <Tabs.Content value="wishlist">{wishlist}</Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
