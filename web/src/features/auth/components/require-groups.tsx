import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { buttonClass } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { ADMIN_AREA_GROUPS, canOpen } from '@web/lib/auth/access';
import { startAuthSession, useAuthState } from '@web/lib/auth/auth-session';
import { authStrings } from '../auth-strings';
import { Spinner } from './auth-ui';

interface RequireGroupsProps {
  groups: readonly string[];
  children: ReactNode;
}

/**
 * The one guard of every staff page: signed out goes to `/admin/login`; signed in without one of
 * `groups` (a moderator on the import tool, a customer on the dashboard) is told so, with a way on,
 * never shown a blank sign-in form it has already passed.
 */
export function RequireGroups({ groups, children }: RequireGroupsProps) {
  const { status, user } = useAuthState();
  useEffect(() => {
    void startAuthSession().catch((error: unknown) => console.error(error));
  }, []);
  if (status === 'loading') return <Spinner label={authStrings.loading} />;
  if (status !== 'signedIn' || !user) return <Navigate to={paths.admin.login.getHref()} replace />;
  if (!canOpen(user.groups, groups))
    return <NoAccess email={user.email} staff={canOpen(user.groups, ADMIN_AREA_GROUPS)} />;
  return <>{children}</>;
}

function NoAccess({ email, staff }: { email: string; staff: boolean }) {
  const text = authStrings.noAccess;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{text.title}</h1>
      <p className="text-slate-700">{text.description(email)}</p>
      <Link
        className={buttonClass({ variant: 'primary' })}
        to={staff ? paths.admin.dashboard.getHref() : paths.home.getHref()}
      >
        {staff ? text.toDashboard : text.toShop}
      </Link>
    </main>
  );
}
