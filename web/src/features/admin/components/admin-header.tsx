/**
 * The admin area's header: the page title, the signed-in staff member, the links to the screens of
 * their own (reports, companies, price lists, shop words, the import tool), Logout.
 */
import { BarChart3, BookA, Building2, Download, LogOut, Tags } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { canOpen, DASHBOARD_GROUPS, REPORT_GROUPS, SCRAPER_GROUPS } from '@web/lib/auth/access';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { refreshAuthState, useAuthState } from '@web/lib/auth/auth-session';
import { adminStrings } from '../admin-strings';
import { Button, buttonClass } from '@web/components/ui/button';

export function AdminHeader({ title }: { title: string }) {
  const navigate = useNavigate();
  const { user } = useAuthState();

  const logout = async () => {
    const auth = await loadAmplifyAuth();
    await auth.signOut().catch((error: unknown) => console.error(error));
    await refreshAuthState();
    navigate(paths.admin.login.getHref(), { replace: true });
  };

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 sm:gap-3">
          <span className="hidden sm:inline">{user?.email}</span>
          {user && canOpen(user.groups, REPORT_GROUPS) ? (
            <Link to={paths.admin.reports.getHref()} className={`${buttonClass()} whitespace-nowrap`}>
              <BarChart3 aria-hidden="true" className="size-4" />
              {adminStrings.reports}
            </Link>
          ) : null}
          {user && canOpen(user.groups, DASHBOARD_GROUPS) ? (
            <Link to={paths.admin.companies.getHref()} className={`${buttonClass()} whitespace-nowrap`}>
              <Building2 aria-hidden="true" className="size-4" />
              {adminStrings.companies}
            </Link>
          ) : null}
          {user && canOpen(user.groups, DASHBOARD_GROUPS) ? (
            <Link to={paths.admin.priceLists.getHref()} className={`${buttonClass()} whitespace-nowrap`}>
              <Tags aria-hidden="true" className="size-4" />
              {adminStrings.priceLists}
            </Link>
          ) : null}
          {user && canOpen(user.groups, DASHBOARD_GROUPS) ? (
            <Link to={paths.admin.shopWords.getHref()} className={`${buttonClass()} whitespace-nowrap`}>
              <BookA aria-hidden="true" className="size-4" />
              {adminStrings.shopWords.link}
            </Link>
          ) : null}
          {user && canOpen(user.groups, SCRAPER_GROUPS) ? (
            <Link to={paths.admin.scraper.getHref()} className={`${buttonClass()} whitespace-nowrap`}>
              <Download aria-hidden="true" className="size-4" />
              {adminStrings.productImport}
            </Link>
          ) : null}
          <Button onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            {adminStrings.logout}
          </Button>
        </div>
      </div>
    </header>
  );
}
