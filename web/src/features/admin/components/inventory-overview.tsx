/**
 * Inventory Overview: Out of Stock, Low Stock and Total Inventory Value cards, search, the status
 * filter, and the -1/+1/+10 quick updates. The server refuses a result below zero; the table does not
 * even ask (the spec's validation rules: such an update is ignored).
 */
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import {
  canAdjustStock,
  INVENTORY_FILTER_LABELS,
  INVENTORY_FILTERS,
  type AdminProductRow,
  type InventoryFilter,
} from '@core/admin/inventory';
import { ADMIN } from '@core/constants';
import { ApiError } from '@web/lib/api-client';
import { formatPrice } from '@web/lib/format';
import { adminMessages, adminStrings } from '../admin-strings';
import { adjustStock, adminKeys, useAdminProducts, useDashboardStats } from '../api/admin-products';
import { Button } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/form-field';
import { DataTable, Pager, SearchBox, StatCard, tdClass } from './admin-ui';
import { showFailure } from '@web/lib/failure-toast';
import { StockBadge } from '@web/components/ui/stock-badge';

export function InventoryOverview() {
  const queryClient = useQueryClient();
  const stats = useDashboardStats();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [status, setStatus] = useState<InventoryFilter>('all');
  const [offset, setOffset] = useState(0);
  const [busy, setBusy] = useState<string | undefined>();
  const products = useAdminProducts({ search: deferredSearch, status, offset, order: 'stock_asc' });
  const { inventory: t } = adminStrings;

  useEffect(() => {
    if (products.isError) showFailure(adminMessages.fetchInventoryFailed, products.error);
  }, [products.isError, products.error]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });

  const adjust = async (product: AdminProductRow, delta: number) => {
    if (!canAdjustStock(product.stock_quantity, delta)) return;
    setBusy(product.id);
    try {
      await adjustStock(product.id, delta);
    } catch (error) {
      // Someone else took the last units meanwhile: the server refused; the fresh list tells why.
      if (!(error instanceof ApiError && error.status === 409))
        showFailure(adminMessages.updateStockFailed, error);
    } finally {
      await refresh();
      setBusy(undefined);
    }
  };

  const s = stats.data;
  const page = products.data;
  return (
    <section aria-label={adminStrings.tabs.inventory}>
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <StatCard label={adminStrings.stats.outOfStock} value={s ? String(s.out_of_stock) : '-'} />
        <StatCard label={adminStrings.stats.lowStock} value={s ? String(s.low_stock) : '-'} />
        <StatCard
          label={adminStrings.stats.totalInventoryValue}
          value={s ? formatPrice(s.inventory_value) : '-'}
        />
      </div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox
          label={t.search}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
        />
        <select
          aria-label={t.statusFilter}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as InventoryFilter);
            setOffset(0);
          }}
          className={`${inputClass} w-44`}
        >
          {INVENTORY_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {INVENTORY_FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
        <Button onClick={() => void refresh()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t.refresh}
        </Button>
      </div>
      <DataTable
        columns={t.columns}
        empty={
          <>
            {page && page.products.length === 0 ? (
              <p className="p-6 text-center text-slate-600">{adminStrings.products.empty}</p>
            ) : null}
          </>
        }
      >
        {page?.products.map((product) => (
          <tr key={product.id} data-testid={`inventory-row-${product.id}`}>
            <td className={tdClass}>
              <div className="font-medium text-slate-900">{product.name}</div>
              {product.is_active ? null : (
                <div className="text-xs text-slate-600">{adminStrings.products.inactive}</div>
              )}
            </td>
            <td className={`${tdClass} font-mono text-xs`}>{product.sku}</td>
            <td className={tdClass} aria-label={`Stock of ${product.name}`}>
              {product.stock_quantity}
            </td>
            <td className={tdClass}>
              <StockBadge status={product.stock_status} />
            </td>
            <td className={tdClass}>{formatPrice(product.selling_price * product.stock_quantity)}</td>
            <td className={tdClass}>
              <div className="flex gap-1">
                {ADMIN.stockQuickUpdates.map((delta) => (
                  <Button
                    key={delta}
                    aria-label={t.adjust(delta, product.name)}
                    disabled={busy === product.id}
                    onClick={() => void adjust(product, delta)}
                  >
                    {delta > 0 ? `+${delta}` : delta}
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {page ? (
        <Pager offset={page.offset} limit={page.limit} total={page.total} onChange={setOffset} />
      ) : null}
    </section>
  );
}
