/** A run's real progress (pages read out of the most it may read) and its live figures. */
import { getProgressPercent, type ScrapeResult } from '@core/scraper/scrape-run';
import { scraperStrings } from '../scraper-strings';

export function RunProgress({ run, label }: { run: ScrapeResult; label: string }) {
  const percent = getProgressPercent(run);
  const s = scraperStrings.stats;
  const figures: [string, number][] =
    run.kind === 'import'
      ? [
          [s.pagesProcessed, run.stats.pagesProcessed],
          [s.productsFound, run.stats.productsFound],
          [s.productsInserted, run.stats.productsInserted],
          [s.productsUpdated, run.productsUpdated],
          ...(run.mode === 'sync' ? [[s.productsUnchanged, run.review.unchanged] as [string, number]] : []),
          [s.brandsCreated, run.stats.brandsCreated],
          [s.categoriesCreated, run.stats.categoriesCreated],
          [s.pagesFailed, run.pagesFailed],
          [s.duplicates, run.duplicates],
          [s.productsSkipped, run.productsSkipped],
        ]
      : [
          [s.pagesProcessed, run.stats.pagesProcessed],
          [s.productsFound, run.stats.productsFound],
          [s.imagesFilled, run.stats.productsInserted],
          [s.pagesFailed, run.pagesFailed],
        ];
  return (
    <div className="space-y-3">
      <div>
        <div className="mb-1 flex justify-between text-sm text-slate-700">
          <span>{label}</span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full bg-brand-700 transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <p className="text-sm text-slate-800" role="status">
        {run.message}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([name, value]) => (
          <div key={name} className="rounded-md border border-slate-200 bg-white p-2">
            <dt className="text-xs text-slate-600">{name}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {run.failures.length > 0 ? (
        <ul className="list-disc pl-5 text-xs text-slate-600">
          {run.failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      ) : null}
      {run.kind === 'import' && run.skipped.length > 0 ? (
        <details className="text-xs text-slate-700">
          <summary className="cursor-pointer font-medium">
            {scraperStrings.skippedTitle} ({run.skipped.length})
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {run.skipped.map((item, index) => (
              <li key={`${index}-${item.label}`}>
                {item.label}:{' '}
                {run.mode === 'preview' && item.reason === 'no-price'
                  ? scraperStrings.previewNoPrice
                  : scraperStrings.skipReasons[item.reason]}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
