/**
 * What a moderator's dashboard is: the inbox and nothing else of the admin area (the server refuses
 * them every other admin route anyway), and below it their two-step verification (from the route,
 * as it belongs to the auth feature). Admins reach the same inbox as a dashboard tab.
 */
import type { ReactNode } from 'react';
import { adminStrings } from '../admin-strings';
import { AdminHeader } from './admin-header';
import { InboxPanel } from './inbox-panel';

export function ModeratorInbox({ twoStep }: { twoStep: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader title={adminStrings.inbox.title} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <InboxPanel />
        <div className="mt-10 border-t border-slate-200 pt-6">{twoStep}</div>
      </main>
    </div>
  );
}
