/**
 * A finished preview's products: new, changed (with before and after) and unchanged, each with its
 * picture, stock, cost, rate, markup and selling price as of now (the list is read again whenever
 * the pricing changes). Staff publish the selected ones or all at exactly the prices shown, or
 * discard the preview. Items without a price are shown but never published.
 */
import { useState } from 'react';
import type { FieldChange, StagedProductView } from '@core/scraper/product-changes';
import type { PublishPreviewInput, ScrapeResult } from '@core/scraper/scrape-run';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { StockBadge } from '@web/components/ui/stock-badge';
import { ApiError } from '@web/lib/api-client';
import { formatPrice } from '@web/lib/format';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { useDiscardPreview, usePublishPreview, useStagedProducts } from '../api/review';
import { CHANGE_LABELS, reviewStrings } from '../review-strings';

const kindClass = {
  new: 'bg-blue-100 text-blue-900',
  changed: 'bg-amber-100 text-amber-900',
  unchanged: 'bg-slate-100 text-slate-800',
} as const;

function showValue(change: FieldChange, value: FieldChange['before']): string {
  if (value === null) return '-';
  if (change.field === 'selling_price' && typeof value === 'number') return formatPrice(value);
  return String(value);
}

function PriceCell({ product }: { product: StagedProductView }) {
  const b = product.breakdown;
  if (!b) return <span className="font-medium text-red-800">{reviewStrings.noPriceNotPublished}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
      <dt>{reviewStrings.cost}</dt>
      <dd>
        {b.currency} {b.storePrice.toLocaleString('en-JM')}
        {b.currency !== 'JMD' ? ` = ${formatPrice(b.costJmd)}` : ''}
      </dd>
      <dt>{reviewStrings.rate}</dt>
      <dd>{b.rate}</dd>
      <dt>{reviewStrings.markup}</dt>
      <dd>
        {b.markupPercent}% ({b.markupSource})
      </dd>
      <dt className="font-semibold">{reviewStrings.sellingPrice}</dt>
      <dd className="font-semibold">{formatPrice(b.sellingPrice)}</dd>
    </dl>
  );
}

function StockCell({ stock }: { stock: StagedProductView['stock'] }) {
  return (
    <div className="space-y-1 text-xs text-slate-700">
      <StockBadge status={stock.status} />
      {stock.quantity > 0 ? (
        <div>{stock.estimated ? reviewStrings.stockUnknown : reviewStrings.stockCount(stock.quantity)}</div>
      ) : null}
    </div>
  );
}

/** The selling prices staff are shown, by SKU: what Publish asks the server to write. */
function pricesOf(products: readonly StagedProductView[]): Record<string, number> {
  return Object.fromEntries(
    products.flatMap((product) => (product.breakdown ? [[product.sku, product.breakdown.sellingPrice]] : [])),
  );
}

export function PreviewReview({ run }: { run: ScrapeResult }) {
  const runId = run.id;
  const staged = useStagedProducts(runId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const publishing = usePublishPreview(runId);
  const discarding = useDiscardPreview(runId);
  const isOpen = run.preview === 'open';
  const products = staged.data?.products ?? [];
  const open = isOpen ? products.filter((product) => !product.published) : [];
  const publishable = open.filter((product) => product.breakdown !== undefined);
  const chosen = publishable.filter((product) => selected.has(product.sku));
  const busy = publishing.isPending || discarding.isPending || staged.isFetching;

  const toggle = (sku: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(sku)) next.delete(sku);
      else next.add(sku);
      return next;
    });

  const publish = (input: PublishPreviewInput) =>
    publishing.mutate(input, {
      onSuccess: (outcome) => {
        showToast({
          title: reviewStrings.previewTitle,
          description: outcome.failure ? `${outcome.message} ${outcome.failure}` : outcome.message,
        });
        setSelected(new Set());
      },
      onError: (error) =>
        showFailure(
          error instanceof ApiError && error.status === 409
            ? reviewStrings.pricesChangedTitle
            : reviewStrings.publishFailed,
          error,
        ),
    });

  const discard = () =>
    discarding.mutate(undefined, {
      onSuccess: (answer) => showToast({ title: reviewStrings.previewTitle, description: answer.message }),
      onError: (error) => showFailure(reviewStrings.discardFailed, error),
    });

  return (
    <section aria-labelledby="preview-heading" className="mt-5 space-y-3">
      <h3 id="preview-heading" className="text-base font-semibold text-slate-900">
        {reviewStrings.previewTitle}
      </h3>
      {isOpen ? <p className="text-sm text-slate-700">{reviewStrings.previewIntro}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          disabled={busy || chosen.length === 0}
          onClick={() => publish({ skus: chosen.map((product) => product.sku), prices: pricesOf(chosen) })}
        >
          {publishing.isPending ? reviewStrings.publishing : reviewStrings.publishSelected(chosen.length)}
        </Button>
        <Button
          variant="primary"
          disabled={busy || publishable.length === 0}
          onClick={() => publish({ all: true, prices: pricesOf(publishable) })}
        >
          {reviewStrings.publishAll}
        </Button>
        {isOpen ? (
          <ConfirmDialog
            open={confirmDiscard}
            onOpenChange={setConfirmDiscard}
            title={reviewStrings.discardTitle}
            description={reviewStrings.discardDescription(open.length)}
            confirmLabel={reviewStrings.discardConfirm}
            cancelLabel={reviewStrings.discardCancel}
            onConfirm={discard}
            trigger={
              <Button variant="secondary" disabled={busy}>
                {reviewStrings.discard}
              </Button>
            }
          />
        ) : null}
      </div>
      {run.preview && run.preview !== 'open' ? (
        <p role="status" className="text-sm text-slate-700">
          {reviewStrings.closed[run.preview]}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th className="w-8 py-2">
                {isOpen ? (
                  <input
                    type="checkbox"
                    aria-label={reviewStrings.selectAll}
                    className="size-4"
                    checked={publishable.length > 0 && publishable.every((p) => selected.has(p.sku))}
                    onChange={(e) =>
                      setSelected(new Set(e.target.checked ? publishable.map((p) => p.sku) : []))
                    }
                  />
                ) : null}
              </th>
              <th className="w-16 py-2">
                <span className="sr-only">{reviewStrings.image}</span>
              </th>
              <th className="py-2">{reviewStrings.product}</th>
              <th className="py-2">{reviewStrings.stock}</th>
              <th className="py-2">{reviewStrings.change}</th>
              <th className="py-2">{reviewStrings.sellingPrice}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {products.map((product) => (
              <tr key={product.sku} className="align-top">
                <td className="py-2">
                  {isOpen && !product.published && product.breakdown ? (
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={reviewStrings.select(product.name)}
                      checked={selected.has(product.sku)}
                      onChange={() => toggle(product.sku)}
                    />
                  ) : null}
                </td>
                <td className="py-2 pr-2">
                  {product.image ? (
                    <img
                      src={product.image}
                      alt={reviewStrings.imageOf(product.name)}
                      loading="lazy"
                      className="size-12 rounded border border-slate-200 object-contain"
                    />
                  ) : (
                    <span className="text-xs text-slate-600">{reviewStrings.noImage}</span>
                  )}
                </td>
                <td className="py-2">
                  <div className="font-medium text-slate-900">{product.name}</div>
                  <div className="text-xs text-slate-600">{product.sku}</div>
                </td>
                <td className="py-2">
                  <StockCell stock={product.stock} />
                </td>
                <td className="py-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${kindClass[product.kind]}`}>
                    {product.published ? reviewStrings.alreadyPublished : CHANGE_LABELS[product.kind]}
                  </span>
                  <ul className="mt-1 text-xs text-slate-700">
                    {product.changes.map((change) => (
                      <li key={change.field}>
                        {CHANGE_LABELS[change.field]}: {showValue(change, change.before)} →{' '}
                        {showValue(change, change.after)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="py-2">
                  <PriceCell product={product} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
