/**
 * Inventory Overview: Out of Stock, Low Stock and Total Inventory Value cards, search, the status
 * filter, and the -1/+1/+10 quick updates. The server refuses a result below zero; the table does not
 * even ask.
 *
 * The rows stay where they are while staff work: a quick update changes the row's figures, never
 * the order (the list is sorted by stock, so re-sorting would slide another product under the
 * pointer). A product that no longer matches the filter stays until Refresh, a new search, filter
 * or page, or leaving the tab. Each change is confirmed by a toast naming the product and its new
 * stock, with Undo for as long as the toast shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { getQuantityStockStatus } from '@core/catalogue/stock-status';
import {
  canAdjustStock,
  INVENTORY_FILTER_LABELS,
  INVENTORY_FILTERS,
  type AdminProductRow,
  type InventoryFilter,
} from '@core/admin/inventory';
import { ADMIN } from '@core/admin/admin-limits';
import { formatPrice } from '@web/lib/format';
import { adminMessages, adminStrings } from '../admin-strings';
import { adjustStock, adminKeys, useAdminProducts, useDashboardStats } from '../api/admin-products';
import { Button } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/form-field';
import { DataTable, Pager, SearchBox, StatCard, tdClass } from './admin-ui';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { StockBadge } from '@web/components/ui/stock-badge';

export function InventoryOverview() {
  const queryClient = useQueryClient();
  const stats = useDashboardStats();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [status, setStatus] = useState<InventoryFilter>('all');
  const [offset, setOffset] = useState(0);
  const products = useAdminProducts({ search: deferredSearch, status, offset, order: 'stock_asc' });
  const { inventory: t } = adminStrings;
  // The rows as first shown for this search, filter and page, kept in that order while staff work.
  const listKey = JSON.stringify([deferredSearch, status, offset]);
  const [shown, setShown] = useState<{ key: string; rows: AdminProductRow[] }>();
  // Stock the quick updates answered, by product: rows that left the filter show it.
  const [counted, setCounted] = useState<ReadonlyMap<string, number>>(new Map());
  const fresh = products.isPlaceholderData ? undefined : products.data?.products;
  // Set while rendering (React's pattern for state that follows a prop), not in an effect.
  if (fresh && shown?.key !== listKey) {
    setShown({ key: listKey, rows: fresh });
    setCounted(new Map());
  }
  const freshById = new Map((fresh ?? []).map((row) => [row.id, row]));
  const kept = shown?.key === listKey ? shown.rows : (fresh ?? []);
  const keptIds = new Set(kept.map((row) => row.id));
  // Products that newly match (someone else's change) come in below, never between the rows.
  const arrived = (fresh ?? []).filter((row) => !keptIds.has(row.id));
  const rows = [...kept, ...arrived].map((row) => {
    const current = freshById.get(row.id);
    if (current) return current;
    // No longer in the filter's list: the figure the last quick update answered.
    const stock = counted.get(row.id);
    if (stock === undefined) return row;
    return {
      ...row,
      stock_quantity: stock,
      stock_status: getQuantityStockStatus({ ...row, stock_quantity: stock }),
    };
  });

  useEffect(() => {
    if (products.isError) showFailure(adminMessages.fetchInventoryFailed, products.error);
  }, [products.isError, products.error]);

  /** The figures again, rows kept in place. */
  const reload = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  /** Refresh: the list afresh, in stock order again. */
  const refresh = async () => {
    await reload();
    setShown(undefined);
  };

  const stockChange = useMutation({
    mutationFn: ({ product, delta }: { product: AdminProductRow; delta: number; undoing: boolean }) =>
      adjustStock(product.id, delta),
    onSuccess: ({ stock_quantity: stock }, { product, delta, undoing }) => {
      setCounted((map) => new Map(map).set(product.id, stock));
      showToast({
        title: undoing ? t.undone : t.updated,
        description: t.nowInStock(product.name, stock),
        ...(undoing
          ? {}
          : {
              action: {
                label: t.undo,
                altText: t.undoHint(product.name),
                onAction: () => adjust({ ...product, stock_quantity: stock }, -delta, true),
              },
            }),
      });
    },
    // A 409 says why (orders took the units meanwhile); the fresh figures show what is left.
    onError: (error) => showFailure(adminMessages.updateStockFailed, error),
    onSettled: reload,
  });
  const busy = stockChange.isPending ? stockChange.variables.product.id : undefined;
  const adjust = (product: AdminProductRow, delta: number, undoing = false) => {
    if (canAdjustStock(product.stock_quantity, delta)) stockChange.mutate({ product, delta, undoing });
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
            {page && rows.length === 0 ? (
              <p className="p-6 text-center text-slate-600">{adminStrings.products.empty}</p>
            ) : null}
          </>
        }
      >
        {rows.map((product) => (
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
                    onClick={() => adjust(product, delta)}
                  >
                    {delta > 0 ? `+${delta}` : delta}
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} onChange={setOffset} />
    </section>
  );
}
