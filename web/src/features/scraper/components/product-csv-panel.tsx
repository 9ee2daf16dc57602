/**
 * Bulk price and stock edits by CSV: download every product, edit the file, upload it for a dry run
 * that lists what would change and every error by line and field, then apply.
 */
import { useState, type ChangeEvent } from 'react';
import { showToast } from '@web/lib/toast';
import { downloadProductsCsv, importProductsCsv, type ProductCsvReport } from '../api/product-csv';
import { csvStrings } from '../review-strings';

const buttonClass =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

const show = (value: string | number | boolean | null) => (value === null ? '-' : String(value));

export function ProductCsvPanel() {
  const [csv, setCsv] = useState<string>();
  const [report, setReport] = useState<ProductCsvReport>();
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) =>
    showToast({
      title: csvStrings.failed,
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });

  const run = async (text: string, apply: boolean) => {
    setBusy(true);
    try {
      const answer = await importProductsCsv({ csv: text, apply });
      setReport(answer);
      if (apply) showToast({ title: csvStrings.title, description: csvStrings.applied(answer.applied) });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    await run(text, false);
  };

  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="csv-heading"
    >
      <h2 id="csv-heading" className="text-lg font-semibold text-slate-900">
        {csvStrings.title}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{csvStrings.intro}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass} onClick={() => void downloadProductsCsv().catch(fail)}>
          {csvStrings.download}
        </button>
        <label className="text-sm text-slate-800">
          {csvStrings.upload}
          <input
            type="file"
            accept=".csv,text/csv"
            className="ml-2 text-sm"
            onChange={(e) => void pickFile(e)}
          />
        </label>
      </div>
      {report ? (
        <div className="mt-4 space-y-3 text-sm" role="status">
          <p className="font-medium text-slate-900">
            {report.applied > 0
              ? csvStrings.applied(report.applied)
              : csvStrings.summary(
                  report.rows,
                  report.changes.length,
                  report.unchanged,
                  report.errors.length,
                )}
          </p>
          {report.errors.length > 0 ? (
            <ul aria-label={csvStrings.errors} className="list-disc space-y-1 pl-5 text-red-800">
              {report.errors.map((error) => (
                <li key={`${error.line}-${error.field}`}>
                  {csvStrings.errorLine(error.line, error.field, error.message)}
                </li>
              ))}
            </ul>
          ) : null}
          {report.applied === 0 && report.changes.length > 0 ? (
            <ul aria-label={csvStrings.changes} className="space-y-1 text-slate-800">
              {report.changes.map((change) => (
                <li key={change.line}>
                  <span className="font-medium">{change.sku}</span>:{' '}
                  {change.changes.map((c) => `${c.field} ${show(c.before)} → ${show(c.after)}`).join('; ')}
                </li>
              ))}
            </ul>
          ) : null}
          {csv && report.applied === 0 && report.changes.length > 0 && report.errors.length === 0 ? (
            <button type="button" className={buttonClass} disabled={busy} onClick={() => void run(csv, true)}>
              {csvStrings.apply(report.changes.length)}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
