/**
 * /admin/inbox: the staff inbox on its own page, where moderators land (they see nothing else of the
 * admin area); admins reach the same inbox as a dashboard tab too. Lazy: loads only under /admin.
 */
import { adminStrings } from '@web/features/admin/admin-strings';
import { AdminHeader } from '@web/features/admin/components/admin-header';
import { InboxPanel } from '@web/features/admin/components/inbox-panel';
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { INBOX_GROUPS } from '@web/lib/auth/access';

export function AdminInboxRoute() {
  return (
    <RequireGroups groups={INBOX_GROUPS}>
      <PageMeta
        title={adminStrings.inbox.title}
        description="Answer the shop's enquiries."
        path={paths.admin.inbox.getHref()}
        noIndex
      />
      <div className="min-h-dvh bg-slate-50">
        <AdminHeader title={adminStrings.inbox.title} />
        <main className="mx-auto max-w-7xl px-4 py-6">
          <InboxPanel />
        </main>
      </div>
    </RequireGroups>
  );
}
