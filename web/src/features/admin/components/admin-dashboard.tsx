/**
 * /admin/dashboard: header with Logout, the stat cards (computed on the server) and the tabs.
 * Tabs mount on first open, so a tab's calls start only when someone looks at it. The two-step
 * verification tab's content comes from the route (it belongs to the auth feature).
 */
import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAuthState } from '@web/lib/auth/auth-session';
import { formatPrice } from '@web/lib/format';
import { adminStrings } from '../admin-strings';
import { useDashboardStats } from '../api/admin-products';
import { AdminHeader } from './admin-header';
import { StatCard } from './admin-ui';
import { DebugPanel } from './debug-panel';
import { InventoryOverview } from './inventory-overview';
import { OrdersPanel } from './orders-panel';
import { ProductManagement } from './product-management';
import { UserAdministration } from './user-administration';

// Its own chunk for admins, loaded when they open the tab (a moderator's dashboard shows it alone).
const InboxPanel = lazy(() => import('./inbox-panel').then((m) => ({ default: m.InboxPanel })));

const TABS = ['products', 'inventory', 'users', 'orders', 'inbox', 'twoStep', 'debug'] as const;
type Tab = (typeof TABS)[number];

export function AdminDashboard({ twoStep }: { twoStep: ReactNode }) {
  const { user } = useAuthState();
  const stats = useDashboardStats();
  const [tab, setTab] = useState<Tab>('products');
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(new Set(['products']));
  const s = stats.data;

  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader title={adminStrings.title} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label={adminStrings.stats.totalProducts}
            value={s ? String(s.total_products) : '-'}
            note={s ? adminStrings.stats.active(s.active_products) : undefined}
          />
          <StatCard label={adminStrings.stats.lowStock} value={s ? String(s.low_stock) : '-'} />
          <StatCard
            label={adminStrings.stats.inventoryValue}
            value={s ? formatPrice(s.inventory_value) : '-'}
            note="JMD"
          />
          <StatCard label={adminStrings.stats.activeRate} value={s ? `${s.active_rate}%` : '-'} />
        </section>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            setTab(value as Tab);
            setOpened((current) => new Set([...current, value as Tab]));
          }}
          className="mt-6"
        >
          <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-1 border-b border-slate-200">
            {TABS.map((key) => (
              <Tabs.Trigger
                key={key}
                value={key}
                className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
              >
                {adminStrings.tabs[key]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="products" className="pt-4">
            <ProductManagement />
          </Tabs.Content>
          <Tabs.Content value="inventory" className="pt-4">
            {opened.has('inventory') ? <InventoryOverview /> : null}
          </Tabs.Content>
          <Tabs.Content value="users" className="pt-4">
            {opened.has('users') ? (
              <UserAdministration currentUserId={user?.userId} callerGroups={user?.groups ?? []} />
            ) : null}
          </Tabs.Content>
          <Tabs.Content value="orders" className="pt-4">
            {opened.has('orders') ? <OrdersPanel /> : null}
          </Tabs.Content>
          <Tabs.Content value="inbox" className="pt-4">
            {opened.has('inbox') ? (
              <Suspense fallback={<p className="text-slate-600">{adminStrings.loading}</p>}>
                <InboxPanel canMakeOrders />
              </Suspense>
            ) : null}
          </Tabs.Content>
          <Tabs.Content value="twoStep" className="pt-4">
            {opened.has('twoStep') ? twoStep : null}
          </Tabs.Content>
          <Tabs.Content value="debug" className="pt-4">
            {opened.has('debug') ? <DebugPanel /> : null}
          </Tabs.Content>
        </Tabs.Root>
      </main>
    </div>
  );
}
