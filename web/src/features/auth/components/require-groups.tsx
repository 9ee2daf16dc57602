import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { canOpen } from '@web/lib/auth/access';
import { startAuthSession, useAuthState } from '@web/lib/auth/auth-session';
import { authStrings } from '../auth-strings';
import { Spinner } from './auth-ui';

interface RequireGroupsProps {
  groups: readonly string[];
  children: ReactNode;
}

/** A staff page's guard: signed out, or without one of `groups`, goes to `/admin/login`. */
export function RequireGroups({ groups, children }: RequireGroupsProps) {
  const { status, user } = useAuthState();
  useEffect(() => {
    void startAuthSession().catch((error: unknown) => console.error(error));
  }, []);
  if (status === 'loading') return <Spinner label={authStrings.loading} />;
  if (status !== 'signedIn' || !user || !canOpen(user.groups, groups)) {
    return <Navigate to={paths.admin.login.getHref()} replace />;
  }
  return <>{children}</>;
}
