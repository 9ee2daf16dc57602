/**
 * What an accountant's dashboard is: the way to the reports, and the orders to read with their
 * payments and tax invoices (no action on them). The server refuses an accountant every other admin
 * route, so nothing here calls one.
 */
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { buttonClass } from '@web/components/ui/button';
import { adminStrings } from '../admin-strings';
import { AdminHeader } from './admin-header';
import { OrdersPanel } from './orders-panel';

export function AccountantDashboard() {
  const t = adminStrings.accountant;
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader title={t.title} />
      <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6">
        <section aria-labelledby="accountant-reports" className="grid gap-2">
          <h2 id="accountant-reports" className="text-lg font-semibold text-slate-900">
            {adminStrings.reports}
          </h2>
          <p className="text-slate-700">{t.reportsText}</p>
          <Link to={paths.admin.reports.getHref()} className={`${buttonClass()} w-fit`}>
            <BarChart3 aria-hidden="true" className="size-4" />
            {adminStrings.reports}
          </Link>
        </section>
        <section aria-labelledby="accountant-orders" className="grid gap-2">
          <h2 id="accountant-orders" className="text-lg font-semibold text-slate-900">
            {adminStrings.tabs.orders}
          </h2>
          <p className="text-slate-700">{t.ordersText}</p>
          <OrdersPanel readOnly />
        </section>
      </main>
    </div>
  );
}
