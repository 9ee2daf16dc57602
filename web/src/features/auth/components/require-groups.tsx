import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { canOpen } from '@web/lib/auth/access';
import { startAuthSession, useAuthState } from '@web/lib/auth/auth-session';
import { authStrings } from '../auth-strings';
import { Spinner } from './auth-ui';

interface RequireGroupsProps {
  groups: readonly string[];
  /** Where staff of other groups go instead of the login page (a moderator's dashboard is the inbox). */
  otherwise?: { groups: readonly string[]; to: string };
  children: ReactNode;
}

/** A staff page's guard: signed out, or without one of `groups`, goes to `/admin/login`. */
export function RequireGroups({ groups, otherwise, children }: RequireGroupsProps) {
  const { status, user } = useAuthState();
  useEffect(() => {
    void startAuthSession().catch((error: unknown) => console.error(error));
  }, []);
  if (status === 'loading') return <Spinner label={authStrings.loading} />;
  if (user && otherwise && !canOpen(user.groups, groups) && canOpen(user.groups, otherwise.groups)) {
    return <Navigate to={otherwise.to} replace />;
  }
  if (status !== 'signedIn' || !user || !canOpen(user.groups, groups)) {
    return <Navigate to={paths.admin.login.getHref()} replace />;
  }
  return <>{children}</>;
}
