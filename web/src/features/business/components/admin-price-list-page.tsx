/**
 * /admin/price-lists/:priceListId: one price list, its header (days and percentage rules by name) with
 * the "Edit list" form, its entries (SKU, fixed price, quantity breaks) a page at a time with "More",
 * and its CSV import: "Check" runs the dry run and shows each SKU's outcome and every error by line;
 * "Apply" writes the file once it has no error.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatPrice } from '@core/format-price';
import type { PriceList, PriceListEntry } from '@core/pricing/price-lists';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { FormAlert, TextAreaField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { useCatalogueOptions } from '@web/lib/catalogue-options';
import {
  importPriceListCsv,
  priceListQueryOptions,
  usePriceList,
  type PriceListCsvReport,
} from '../api/price-lists';
import { priceListStrings } from '../price-list-strings';
import { PriceListEditForm, type RuleOptions } from './price-list-edit-form';
import type { StaffFrame } from './staff-frame';

const words = priceListStrings;

export function AdminPriceListPage({ renderHeader }: StaffFrame) {
  const { priceListId = '' } = useParams();
  const list = usePriceList(priceListId);
  const header = list.data?.pages[0]?.price_list;
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  // The rules' pickers need their options before they can show the saved brand or category.
  const catalogue = useCatalogueOptions();
  const options: RuleOptions | undefined = catalogue.data
    ? { brand: catalogue.data.brands, category: catalogue.data.categories }
    : catalogue.isError
      ? { brand: [], category: [] }
      : undefined;
  return (
    <>
      {renderHeader(header?.name ?? words.heading)}
      <main className="mx-auto max-w-5xl px-4 py-8">
        <Link to={paths.admin.priceLists.getHref()} className="text-sm text-brand-700 underline">
          {words.list.back}
        </Link>
        {list.isPending ? <p className="mt-4 text-slate-700">{words.loading}</p> : null}
        {list.isError ? (
          <p className="mt-4 text-red-800">
            {list.error instanceof ApiError && list.error.status !== 404
              ? list.error.message
              : words.list.notFound}
          </p>
        ) : null}
        {header ? (
          <>
            <p className="mt-2 text-slate-700">
              {words.validity(header.valid_from, header.valid_to)} · {words.list.rules(header.rules.length)}
            </p>
            {header.rules.length > 0 ? <RuleList rules={header.rules} options={options} /> : null}
            {options ? (
              // A save (or anyone's) gives the list a new updated_at: the form starts again from it.
              <PriceListEditForm key={header.updated_at} list={header} options={options} />
            ) : (
              <p className="mt-4 text-slate-700">{words.loading}</p>
            )}
            <section aria-labelledby="entries-heading" className="mt-6">
              <h2 id="entries-heading" className="text-lg font-semibold text-slate-900">
                {words.list.entries}
              </h2>
              {entries.length === 0 ? (
                <p className="mt-2 text-slate-700">{words.list.noEntries}</p>
              ) : (
                <EntriesTable entries={entries} />
              )}
              {list.hasNextPage ? (
                <Button
                  className="mt-3"
                  busy={list.isFetchingNextPage}
                  busyLabel={words.list.loadingMore}
                  onClick={() => void list.fetchNextPage()}
                >
                  {words.list.more}
                </Button>
              ) : null}
            </section>
            <CsvImport priceListId={priceListId} />
          </>
        ) : null}
      </main>
    </>
  );
}

/** The saved rules read back, brands and categories by name (their id until the names come). */
function RuleList({ rules, options }: { rules: PriceList['rules']; options: RuleOptions | undefined }) {
  return (
    <ul aria-label={words.edit.rules} className="mt-2 list-disc pl-5 text-slate-800">
      {rules.map((rule) => (
        <li key={`${rule.kind}#${rule.id}`}>
          {words.edit.ruleLine(
            words.edit.kinds[rule.kind],
            options?.[rule.kind].find((option) => option.id === rule.id)?.name ?? rule.id,
            rule.percent_off,
          )}
        </li>
      ))}
    </ul>
  );
}

function EntriesTable({ entries }: { entries: PriceListEntry[] }) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {words.list.sku}
            </th>
            <th scope="col" className="py-2 pr-4">
              {words.list.fixedPrice}
            </th>
            <th scope="col" className="py-2">
              {words.list.breaks}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.sku}>
              <td className="py-2 pr-4 font-medium">{entry.sku}</td>
              <td className="py-2 pr-4">
                {entry.fixed_price === null ? '-' : formatPrice(entry.fixed_price)}
              </td>
              <td className="py-2">
                {entry.breaks.length === 0
                  ? '-'
                  : entry.breaks
                      .map(
                        (tier) =>
                          `${words.list.breakRange(tier.min_quantity, tier.max_quantity)}: ${formatPrice(tier.unit_price)}`,
                      )
                      .join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CsvImport({ priceListId }: { priceListId: string }) {
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  // The report is of the text that was checked; editing the text asks for a new check.
  const [report, setReport] = useState<{ csv: string; answer: PriceListCsvReport }>();
  const run = useMutation({
    mutationFn: (input: { csv: string; apply: boolean }) => importPriceListCsv(priceListId, input),
    onSuccess: async (answer, input) => {
      setReport({ csv: input.csv, answer });
      if (input.apply)
        await queryClient.invalidateQueries({ queryKey: priceListQueryOptions(priceListId).queryKey });
    },
  });
  const checked = report?.csv === csv ? report.answer : undefined;
  const canApply =
    checked && checked.applied === 0 && checked.errors.length === 0 && checked.changes.length > 0;
  return (
    <section aria-labelledby="csv-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="csv-heading" className="text-lg font-semibold text-slate-900">
        {words.csv.heading}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-700">{words.csv.intro}</p>
      <TextAreaField
        label={words.csv.label}
        rows={8}
        className="font-mono text-sm"
        value={csv}
        spellCheck={false}
        onChange={(event) => setCsv(event.target.value)}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          busy={run.isPending && !run.variables.apply}
          busyLabel={words.csv.checking}
          disabled={csv.trim() === '' || (run.isPending && run.variables.apply)}
          onClick={() => run.mutate({ csv, apply: false })}
        >
          {words.csv.check}
        </Button>
        {canApply ? (
          <Button
            variant="primary"
            busy={run.isPending && run.variables.apply}
            busyLabel={words.csv.applying}
            onClick={() => run.mutate({ csv, apply: true })}
          >
            {words.csv.apply}
          </Button>
        ) : null}
      </div>
      {run.isError ? (
        <div className="mt-3">
          <FormAlert tone="error">
            {run.error instanceof ApiError ? run.error.message : words.csv.failed}
          </FormAlert>
        </div>
      ) : null}
      {checked ? <CsvReport report={checked} /> : null}
    </section>
  );
}

function CsvReport({ report }: { report: PriceListCsvReport }) {
  if (report.applied > 0) {
    return (
      <div className="mt-3">
        <FormAlert tone="success">{words.csv.applied(report.applied)}</FormAlert>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-3 text-sm" role="status">
      <p className="font-medium text-slate-900">
        {words.csv.summary(report.rows, report.changes.length, report.unchanged, report.errors.length)}
      </p>
      {report.errors.length > 0 ? (
        <>
          <ul aria-label={words.csv.errors} className="list-disc space-y-1 pl-5 text-red-800">
            {report.errors.map((error) => (
              <li key={`${error.line}-${error.field}-${error.message}`}>
                {words.csv.errorLine(error.line, error.field, error.message)}
              </li>
            ))}
          </ul>
          <p className="font-medium text-red-800">{words.csv.blocked}</p>
        </>
      ) : null}
      {report.changes.length > 0 ? (
        <ul aria-label={words.csv.changes} className="space-y-1 text-slate-800">
          {report.changes.map((change) => (
            <li key={change.line}>
              {words.csv.changeLine(change.line, change.sku, words.csv.kind[change.kind])}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
