/**
 * What a moderator's dashboard is: the inbox and nothing else of the admin area (the server refuses
 * them every other admin route anyway). Admins reach the same inbox as a dashboard tab.
 */
import { adminStrings } from '../admin-strings';
import { AdminHeader } from './admin-header';
import { InboxPanel } from './inbox-panel';

export function ModeratorInbox() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader title={adminStrings.inbox.title} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <InboxPanel />
      </main>
    </div>
  );
}
