/**
 * The product view's stock and price history: each write that changed stock, a price or whether the
 * shop sells the product, newest first, with who or what made it and each field before and after;
 * older changes a page at a time, and the whole history as CSV.
 */
import { Download } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import type { HistoryChange, HistoryEntry } from '@core/catalogue/product-history';
import { formatPrice } from '@web/lib/format';
import { Button } from '@web/components/ui/button';
import { adminStrings } from '../admin-strings';
import { downloadProductHistoryCsv, useProductHistory } from '../api/product-history';
import { showFailure } from '@web/lib/failure-toast';
import { DataTable, tdClass } from './admin-ui';

const t = adminStrings.history;

const PRICE_FIELDS: ReadonlySet<HistoryChange['field']> = new Set(['selling_price', 'base_price']);

function formatValue(field: HistoryChange['field'], value: HistoryChange['before']): string {
  if (value === null) return t.none;
  if (PRICE_FIELDS.has(field) && typeof value === 'number') return formatPrice(value);
  return String(value);
}

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-JM', { dateStyle: 'medium', timeStyle: 'short' });

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  return (
    <tr>
      <td className={`${tdClass} whitespace-nowrap`}>
        <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
      </td>
      <td className={tdClass}>
        <span className="block font-medium break-all text-slate-900">{entry.by}</span>
        <span className="text-xs text-slate-600">{t.causes[entry.cause]}</span>
      </td>
      <td className={tdClass}>
        <ul>
          {entry.changes.map((change) => (
            <li key={change.field}>
              {t.fields[change.field]}: {formatValue(change.field, change.before)} →{' '}
              <span className="font-semibold">{formatValue(change.field, change.after)}</span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

export function ProductHistoryPanel({ productId, changedAt }: { productId: string; changedAt?: string }) {
  const history = useProductHistory(productId, changedAt);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];

  const exportCsv = useMutation({
    mutationFn: () => downloadProductHistoryCsv(productId),
    onError: (failure) => showFailure(t.exportFailed, failure),
  });

  return (
    <section aria-labelledby="product-history-title" className="mt-8 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="product-history-title" className="text-lg font-semibold text-slate-900">
            {t.title}
          </h3>
          <p className="text-sm text-slate-600">{t.intro}</p>
        </div>
        <Button onClick={() => exportCsv.mutate()} busy={exportCsv.isPending} disabled={entries.length === 0}>
          <Download aria-hidden="true" className="size-4" />
          {t.exportCsv}
        </Button>
      </div>
      <div className="mt-3">
        {history.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t.failed}
          </p>
        ) : (
          <DataTable
            columns={t.columns}
            className="min-w-[560px]"
            empty={
              history.isSuccess && entries.length === 0 ? (
                <p className="p-4 text-center text-sm text-slate-600">{t.empty}</p>
              ) : null
            }
          >
            {entries.map((entry, index) => (
              <HistoryRow key={`${entry.at}#${index}`} entry={entry} />
            ))}
          </DataTable>
        )}
      </div>
      {history.hasNextPage ? (
        <div className="mt-3 text-center">
          <Button onClick={() => void history.fetchNextPage()} busy={history.isFetchingNextPage}>
            {t.loadOlder}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
