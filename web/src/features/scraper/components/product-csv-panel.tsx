/**
 * Bulk price and stock edits by CSV: download every product, edit the file, upload it for a dry run
 * that lists what would change, every error by line and field (and why nothing can be applied while
 * there are any) and the rows whose stock moved since the export (never applied), then apply.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { downloadProductsCsv, importProductsCsv, type ProductCsvReport } from '../api/product-csv';
import { csvStrings } from '../review-strings';

const show = (value: string | number | boolean | null) => (value === null ? '-' : String(value));

export function ProductCsvPanel() {
  const [csv, setCsv] = useState<string>();
  // The last good answer stays on screen while the next one is asked for, and after a failure.
  const [report, setReport] = useState<ProductCsvReport>();
  const fail = (error: unknown) => showFailure(csvStrings.failed, error);
  const csvImport = useMutation({
    mutationFn: importProductsCsv,
    onSuccess: (answer, input) => {
      setReport(answer);
      if (input.apply)
        showToast({ title: csvStrings.title, description: csvStrings.applied(answer.applied) });
    },
    onError: fail,
  });

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    csvImport.mutate({ csv: text, apply: false });
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
        <Button variant="primary" onClick={() => void downloadProductsCsv().catch(fail)}>
          {csvStrings.download}
        </Button>
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
          {report.conflicts.length > 0 ? (
            <div className="space-y-1 text-amber-900">
              <p>{csvStrings.conflictsIntro(report.conflicts.length)}</p>
              <ul aria-label={csvStrings.conflicts} className="list-disc space-y-1 pl-5">
                {report.conflicts.map((conflict) => (
                  <li key={conflict.line}>
                    {csvStrings.conflictLine(
                      conflict.sku,
                      conflict.exported,
                      conflict.current,
                      conflict.proposed,
                    )}
                  </li>
                ))}
              </ul>
            </div>
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
          {report.applied === 0 && report.changes.length > 0 && report.errors.length > 0 ? (
            <p className="font-medium text-red-800">{csvStrings.blockedByErrors(report.errors.length)}</p>
          ) : null}
          {csv && report.applied === 0 && report.changes.length > 0 && report.errors.length === 0 ? (
            <Button
              variant="primary"
              busy={csvImport.isPending}
              onClick={() => csvImport.mutate({ csv, apply: true })}
            >
              {csvStrings.apply(report.changes.length)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
