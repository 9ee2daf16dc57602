/**
 * A finished preview's products: new, changed (with before and after) and unchanged, each with its
 * cost, rate, markup and selling price. Staff publish the selected ones, all, or none.
 */
import { useState } from 'react';
import type { FieldChange, StagedProductView } from '@core/scraper/product-changes';
import type { PublishPreviewInput } from '@core/scraper/scrape-run';
import { formatPrice } from '@web/lib/format';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { usePublishPreview, useStagedProducts } from '../api/review';
import { CHANGE_LABELS, reviewStrings } from '../review-strings';

const buttonClass =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
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
  if (!b) return <span className="text-slate-600">{reviewStrings.noPrice}</span>;
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

export function PreviewReview({ runId }: { runId: string }) {
  const staged = useStagedProducts(runId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const publishing = usePublishPreview(runId);
  const products = staged.data?.products ?? [];
  const open = products.filter((product) => !product.published);

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
        showToast({ title: reviewStrings.previewTitle, description: outcome.message });
        setSelected(new Set());
      },
      onError: (error) => showFailure(reviewStrings.publishFailed, error),
    });

  return (
    <section aria-labelledby="preview-heading" className="mt-5 space-y-3">
      <h3 id="preview-heading" className="text-base font-semibold text-slate-900">
        {reviewStrings.previewTitle}
      </h3>
      <p className="text-sm text-slate-700">{reviewStrings.previewIntro}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={publishing.isPending || selected.size === 0}
          onClick={() => publish({ skus: [...selected] })}
        >
          {publishing.isPending ? reviewStrings.publishing : reviewStrings.publishSelected(selected.size)}
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={publishing.isPending || open.length === 0}
          onClick={() => publish({ all: true })}
        >
          {reviewStrings.publishAll}
        </button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th className="w-8 py-2">
                <input
                  type="checkbox"
                  aria-label={reviewStrings.selectAll}
                  className="size-4"
                  checked={open.length > 0 && open.every((p) => selected.has(p.sku))}
                  onChange={(e) => setSelected(new Set(e.target.checked ? open.map((p) => p.sku) : []))}
                />
              </th>
              <th className="py-2">{reviewStrings.product}</th>
              <th className="py-2">{reviewStrings.change}</th>
              <th className="py-2">{reviewStrings.sellingPrice}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {products.map((product) => (
              <tr key={product.sku} className="align-top">
                <td className="py-2">
                  {product.published ? null : (
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={reviewStrings.select(product.name)}
                      checked={selected.has(product.sku)}
                      onChange={() => toggle(product.sku)}
                    />
                  )}
                </td>
                <td className="py-2">
                  <div className="font-medium text-slate-900">{product.name}</div>
                  <div className="text-xs text-slate-600">{product.sku}</div>
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
