/**
 * The reports screen (admins and accountants): Sales against the previous period with a breakdown,
 * the month's GCT return (printable, CSV), Money and Stock. Tables first; each chart beside the
 * table that holds its figures.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { REPORTS } from '@core/reports/report-settings';
import { REPORT_DIMENSIONS, type ReportDimension } from '@core/reports/rollup';
import {
  moneyReportQuerySchema,
  REPORT_PERIODS,
  salesReportQuerySchema,
  type ReportPeriodKind,
  type SalesSummary,
} from '@core/reports/reports';
import { toShopDay } from '@core/shop-time';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { ADMIN_AREA_GROUPS, canOpen } from '@web/lib/auth/access';
import { useAuthState } from '@web/lib/auth/auth-session';
import { downloadAuthedFile } from '@web/lib/download-file';
import {
  gctReturnPath,
  moneyReportPath,
  useGctReturn,
  useMoneyReport,
  useSalesReport,
  useStockReport,
} from '../api/get-reports';
import { formatMoney, reportsStrings as strings } from '../reports-strings';
import { BarChart } from './bar-chart';
import { ExportsSection } from './exports-section';
import { TableHead } from '@web/components/ui/table-head';

const th = 'border-b border-slate-200 px-3 py-2 text-left font-semibold text-slate-700';
const td = 'border-b border-slate-100 px-3 py-2';
const num = `${td} text-right tabular-nums`;
const field = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';

/** A row's first cell: what the row is about. */
const RowHeader = ({ children }: { children: ReactNode }) => (
  <th scope="row" className={`${td} text-left font-normal`}>
    {children}
  </th>
);

function InputField({
  label,
  type,
  value,
  onChange,
  className = '',
}: {
  label: string;
  type: 'date' | 'month';
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={`flex flex-col gap-1 ${className}`}>
      {label}
      <input type={type} className={field} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

function SelectField<T extends string>({
  label,
  value,
  options,
  optionLabels,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <label className="flex flex-col gap-1">
      {label}
      <select className={field} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    // Focusable, so that a keyboard can scroll a table wider than a phone's screen.
    <div
      tabIndex={0}
      role="group"
      aria-label={caption}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-medium text-slate-700">{caption}</caption>
        <TableHead columns={columns} className={th} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 print:border-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The labels of the days' boxes, for a refusal of the report's schema. */
const dayLabels: Record<string, string> = {
  date: strings.sales.date,
  from: strings.sales.from,
  to: strings.sales.to,
};

/** An empty date box (a day still being typed) is no day. */
const typedDay = (day: string) => day || undefined;

/**
 * Why the report's own schema (the route's) refuses the days as typed ("To: must be on or after
 * from"), or nothing when it takes them: a date box reads as a new day at every key (year 0002 on
 * the way to 2025), and a period the report refuses is said here and never asked for.
 */
function describeRefusal(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string | undefined {
  const issue = result.success ? undefined : result.error?.issues[0];
  if (!issue) return undefined;
  const field = String(issue.path[0] ?? '');
  return `${dayLabels[field] ?? field}: ${issue.message}`;
}

function Status({ isPending, isError, refusal }: { isPending: boolean; isError: boolean; refusal?: string }) {
  if (refusal) return <p className="text-sm text-red-700">{refusal}</p>;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {strings.failed}
      </p>
    );
  if (isPending) return <p className="text-sm text-slate-600">{strings.loading}</p>;
  return null;
}

const today = () => toShopDay(new Date().toISOString());
const metricValue = (summary: SalesSummary, metric: keyof typeof strings.sales.metrics): string => {
  const value = summary[metric];
  return metric === 'orders' || metric === 'units' ? String(value) : formatMoney(value);
};

function SalesSection() {
  const [period, setPeriod] = useState<ReportPeriodKind>('month');
  const [date, setDate] = useState(today);
  const [from, setFrom] = useState(() => `${today().slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [dimension, setDimension] = useState<ReportDimension>('category');
  const custom = period === 'custom';
  const query = custom ? { period, from, to, dimension } : { period, date, dimension };
  const refusal = describeRefusal(
    salesReportQuerySchema.safeParse({
      ...query,
      date: typedDay(query.date ?? ''),
      from: typedDay(query.from ?? ''),
      to: typedDay(query.to ?? ''),
    }),
  );
  const { data, isPending, isError } = useSalesReport(query, refusal === undefined);
  const dimensionLabel = strings.sales.dimensions[dimension];
  return (
    <Section title={strings.sales.heading}>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <SelectField
          label={strings.sales.period}
          value={period}
          options={REPORT_PERIODS}
          optionLabels={strings.sales.periods}
          onChange={setPeriod}
        />
        {custom ? (
          <>
            <InputField label={strings.sales.from} type="date" value={from} onChange={setFrom} />
            <InputField label={strings.sales.to} type="date" value={to} onChange={setTo} />
          </>
        ) : (
          <InputField label={strings.sales.date} type="date" value={date} onChange={setDate} />
        )}
        <SelectField
          label={strings.sales.breakdown}
          value={dimension}
          options={REPORT_DIMENSIONS}
          optionLabels={strings.sales.dimensions}
          onChange={setDimension}
        />
      </div>
      <Status isPending={isPending} isError={isError} refusal={refusal} />
      {data ? (
        <>
          <Table
            caption={`${data.period.from} – ${data.period.to} / ${data.previous_period.from} – ${data.previous_period.to}`}
            columns={[strings.sales.metric, strings.sales.current, strings.sales.previous]}
          >
            {(Object.keys(strings.sales.metrics) as (keyof typeof strings.sales.metrics)[]).map((metric) => (
              <tr key={metric}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {strings.sales.metrics[metric]}
                  {metric === 'gross_margin' && data.totals.gross_margin_percent !== null
                    ? ` (${data.totals.gross_margin_percent}%)`
                    : ''}
                </th>
                <td className={num}>{metricValue(data.totals, metric)}</td>
                <td className={num}>{metricValue(data.previous, metric)}</td>
              </tr>
            ))}
          </Table>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="space-y-2">
              <h3 className="font-medium text-slate-800">{strings.sales.top(dimensionLabel)}</h3>
              {data.breakdown.length === 0 ? (
                <p className="text-sm text-slate-600">{strings.sales.none}</p>
              ) : (
                <>
                  <Table
                    caption={strings.sales.rowsShown(data.breakdown.length, data.breakdown_others !== null)}
                    columns={[
                      dimensionLabel,
                      strings.sales.revenue,
                      strings.sales.orders,
                      strings.sales.units,
                    ]}
                  >
                    {data.breakdown.map((row) => (
                      <tr key={row.key}>
                        <RowHeader>{row.label}</RowHeader>
                        <td className={num}>{formatMoney(row.revenue)}</td>
                        <td className={num}>{row.orders}</td>
                        <td className={num}>{row.units}</td>
                      </tr>
                    ))}
                    {data.breakdown_others ? (
                      <tr>
                        <RowHeader>{strings.sales.others}</RowHeader>
                        <td className={num}>{formatMoney(data.breakdown_others.revenue)}</td>
                        <td className={num}>{data.breakdown_others.orders ?? '–'}</td>
                        <td className={num}>{data.breakdown_others.units}</td>
                      </tr>
                    ) : null}
                  </Table>
                  {data.breakdown_exact ? null : (
                    <p className="text-sm text-slate-600">
                      {strings.sales.rankedFromLeaders(REPORTS.leadersKept)}
                    </p>
                  )}
                  <BarChart
                    label={strings.sales.topCaption(dimensionLabel)}
                    direction="rows"
                    formatValue={formatMoney}
                    bars={data.breakdown.map((row) => ({
                      key: row.key,
                      label: row.label,
                      value: row.revenue,
                    }))}
                  />
                </>
              )}
            </div>
            <div className="space-y-2">
              <h3 className="font-medium text-slate-800">{strings.sales.overTime[data.over_time.unit]}</h3>
              <BarChart
                label={strings.sales.overTimeCaption[data.over_time.unit]}
                direction="columns"
                formatValue={formatMoney}
                bars={data.over_time.points.map((point) => ({
                  key: point.key,
                  label: strings.sales.pointLabel(point),
                  value: point.revenue,
                }))}
              />
              <details>
                <summary className="cursor-pointer text-sm text-slate-700">
                  {strings.sales.overTimeCaption[data.over_time.unit]}
                </summary>
                <Table
                  caption={strings.sales.overTimeCaption[data.over_time.unit]}
                  columns={[strings.sales[data.over_time.unit], strings.sales.revenue, strings.sales.orders]}
                >
                  {data.over_time.points.map((point) => (
                    <tr key={point.key}>
                      <RowHeader>{strings.sales.pointLabel(point)}</RowHeader>
                      <td className={num}>{formatMoney(point.revenue)}</td>
                      <td className={num}>{point.orders}</td>
                    </tr>
                  ))}
                </Table>
              </details>
            </div>
          </div>
        </>
      ) : null}
    </Section>
  );
}

function GctSection() {
  const [month, setMonth] = useState(() => today().slice(0, 7));
  const { data, isPending, isError } = useGctReturn(month);
  return (
    <Section
      title={strings.gct.heading}
      actions={
        <div className="flex gap-2 print:hidden">
          <Button onClick={() => window.print()}>{strings.gct.print}</Button>
          <Button
            onClick={() => void downloadAuthedFile(gctReturnPath(month, 'csv'), `gct-return-${month}.csv`)}
          >
            {strings.gct.csv}
          </Button>
        </div>
      }
    >
      <InputField
        label={strings.gct.month}
        type="month"
        value={month}
        onChange={setMonth}
        className="w-fit text-sm"
      />
      <Status isPending={isPending} isError={isError} />
      {data ? (
        <Table
          caption={strings.gct.counts(data.invoices, data.credit_notes)}
          columns={[strings.gct.figure, strings.gct.amount]}
        >
          {(Object.keys(strings.gct.rows) as (keyof typeof strings.gct.rows)[]).map((row) => (
            <tr key={row}>
              <RowHeader>{strings.gct.rows[row]}</RowHeader>
              <td className={num}>{formatMoney(data[row])}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {data && data.zero_rated_by_exemption.length > 0 ? (
        <Table
          caption={strings.gct.exemptions}
          columns={[
            strings.gct.reference,
            strings.gct.buyer,
            strings.gct.rows.zero_rated_sales,
            strings.gct.rows.credit_notes_zero_rated_sales,
          ]}
        >
          {data.zero_rated_by_exemption.map((row) => (
            <tr key={row.reference}>
              <RowHeader>{row.reference}</RowHeader>
              <td className={td}>{row.buyer}</td>
              <td className={num}>{formatMoney(row.zero_rated_sales)}</td>
              <td className={num}>{formatMoney(row.credit_notes_sales)}</td>
            </tr>
          ))}
        </Table>
      ) : null}
    </Section>
  );
}

function MoneySection() {
  const [from, setFrom] = useState(() => `${today().slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const refusal = describeRefusal(
    moneyReportQuerySchema.safeParse({ from: typedDay(from), to: typedDay(to) }),
  );
  const { data, isPending, isError } = useMoneyReport(from, to, refusal === undefined);
  return (
    <Section
      title={strings.money.heading}
      actions={
        <Button
          className="print:hidden"
          // A period the report refuses (said under the boxes) has no CSV either.
          disabled={refusal !== undefined}
          onClick={() =>
            void downloadAuthedFile(moneyReportPath(from, to, 'csv'), `money-${from}-to-${to}.csv`)
          }
        >
          {strings.money.csv}
        </Button>
      }
    >
      <div className="flex flex-wrap gap-3 text-sm">
        <InputField label={strings.sales.from} type="date" value={from} onChange={setFrom} />
        <InputField label={strings.sales.to} type="date" value={to} onChange={setTo} />
      </div>
      <Status isPending={isPending} isError={isError} refusal={refusal} />
      {data ? (
        <>
          {data.by_method.length === 0 ? (
            <p className="text-sm text-slate-600">{strings.money.noneReceived}</p>
          ) : (
            <Table
              caption={`${data.period.from} – ${data.period.to}`}
              columns={[strings.money.method, strings.money.received, strings.money.refunded]}
            >
              {data.by_method.map((row) => (
                <tr key={row.method}>
                  <RowHeader>{row.method_label}</RowHeader>
                  <td className={num}>{formatMoney(row.received)}</td>
                  <td className={num}>{formatMoney(row.refunded)}</td>
                </tr>
              ))}
            </Table>
          )}
          <h3 className="font-medium text-slate-800">{strings.money.awaiting}</h3>
          {data.awaiting_transfers.length === 0 ? (
            <p className="text-sm text-slate-600">{strings.money.noneAwaiting}</p>
          ) : (
            <Table
              caption={strings.money.awaiting}
              columns={[strings.money.order, strings.money.customer, strings.money.total, strings.money.age]}
            >
              {data.awaiting_transfers.map((row) => (
                <tr key={row.order_number}>
                  <RowHeader>{row.order_number}</RowHeader>
                  <td className={td}>{row.customer}</td>
                  <td className={num}>{formatMoney(row.total)}</td>
                  <td className={num}>{row.age_days}</td>
                </tr>
              ))}
            </Table>
          )}
        </>
      ) : null}
    </Section>
  );
}

function StockSection() {
  const { data, isPending, isError } = useStockReport();
  const estimated = (flag: boolean) => (flag ? ` (${strings.stock.estimated})` : '');
  return (
    <Section title={strings.stock.heading}>
      <Status isPending={isPending} isError={isError} />
      {data ? (
        <>
          <Table
            caption={strings.stock.heading}
            columns={[
              strings.stock.category,
              strings.stock.units,
              strings.stock.atCost,
              strings.stock.atPrice,
              strings.stock.withoutCost,
            ]}
          >
            {data.by_category.map((row) => (
              <tr key={row.category_id ?? 'none'}>
                <RowHeader>{row.category}</RowHeader>
                <td className={num}>{row.units}</td>
                <td className={num}>{formatMoney(row.value_at_cost)}</td>
                <td className={num}>{formatMoney(row.value_at_price)}</td>
                <td className={num}>{row.units_without_cost}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${td} text-left`}>
                {strings.stock.total}
              </th>
              <td className={num}>{data.totals.units}</td>
              <td className={num}>{formatMoney(data.totals.value_at_cost)}</td>
              <td className={num}>{formatMoney(data.totals.value_at_price)}</td>
              <td className={td} />
            </tr>
          </Table>
          <h3 className="font-medium text-slate-800">{strings.stock.runningOut}</h3>
          {data.running_out.length === 0 ? (
            <p className="text-sm text-slate-600">{strings.stock.noneRunningOut}</p>
          ) : (
            <Table
              caption={strings.stock.runningOut}
              columns={[
                strings.stock.product,
                strings.stock.stock,
                strings.stock.perDay,
                strings.stock.daysLeft,
              ]}
            >
              {data.running_out.map((row) => (
                <tr key={row.id}>
                  <RowHeader>{row.name}</RowHeader>
                  <td className={num}>
                    {row.stock}
                    {estimated(row.stock_estimated)}
                  </td>
                  <td className={num}>{row.units_per_day}</td>
                  <td className={num}>{row.days_left}</td>
                </tr>
              ))}
            </Table>
          )}
          <h3 className="font-medium text-slate-800">{strings.stock.slow}</h3>
          {data.slow_movers.length === 0 ? (
            <p className="text-sm text-slate-600">{strings.stock.noneSlow}</p>
          ) : (
            <Table
              caption={strings.stock.slowShown(data.slow_movers.length, data.slow_movers_count)}
              columns={[strings.stock.product, strings.stock.sku, strings.stock.stock, strings.stock.atPrice]}
            >
              {data.slow_movers.map((row) => (
                <tr key={row.id}>
                  <RowHeader>{row.name}</RowHeader>
                  <td className={td}>{row.sku}</td>
                  <td className={num}>
                    {row.stock}
                    {estimated(row.stock_estimated)}
                  </td>
                  <td className={num}>{formatMoney(row.value_at_price)}</td>
                </tr>
              ))}
            </Table>
          )}
        </>
      ) : null}
    </Section>
  );
}

export function ReportsPage() {
  const { user } = useAuthState();
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <h1 className="text-xl font-bold text-slate-900">{strings.title}</h1>
          {user && canOpen(user.groups, ADMIN_AREA_GROUPS) ? (
            <Link
              to={paths.admin.dashboard.getHref()}
              className="text-sm text-sky-800 underline print:hidden"
            >
              {strings.backToDashboard}
            </Link>
          ) : null}
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <SalesSection />
        <GctSection />
        <MoneySection />
        <StockSection />
        <ExportsSection />
      </main>
    </div>
  );
}
