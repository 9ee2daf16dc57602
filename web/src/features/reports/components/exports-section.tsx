/**
 * The reports screen's Exports section: staff choose a period and ask for the accounting export;
 * the recent exports are listed with their state (read again while one is being prepared) and,
 * once ready, links to their three CSV files. The state of the export just asked for is announced.
 */
import { useId, useState } from 'react';
import { toShopDay, toShopTimestamp } from '@core/shop-time';
import { Button } from '@web/components/ui/button';
import { useOrderExports, useRequestOrderExport } from '../api/order-exports';
import { exportsStrings as strings } from '../exports-strings';

const th = 'border-b border-slate-200 px-3 py-2 text-left font-semibold text-slate-700';
const td = 'border-b border-slate-100 px-3 py-2 align-top';
const field = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';
const today = () => toShopDay(new Date().toISOString());
/** A stored instant as Kingston's day and time (`2026-11-30 21:05`). */
const shopTime = (iso: string) => toShopTimestamp(iso).slice(0, 16).replace('T', ' ');

export function ExportsSection() {
  const headingId = useId();
  const [from, setFrom] = useState(() => `${today().slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const exports = useOrderExports();
  const request = useRequestOrderExport();
  const asked = request.data
    ? (exports.data?.find((job) => job.export_id === request.data.export_id) ?? request.data)
    : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 print:hidden"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {strings.heading}
      </h2>
      <p className="text-sm text-slate-700">{strings.intro}</p>
      <form
        className="flex flex-wrap items-end gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate({ from, to });
        }}
      >
        <label className="flex flex-col gap-1">
          {strings.from}
          <input
            type="date"
            required
            className={field}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1">
          {strings.to}
          <input
            type="date"
            required
            className={field}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <Button type="submit" variant="primary" busy={request.isPending} busyLabel={strings.requesting}>
          {strings.exportOrders}
        </Button>
      </form>
      {request.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {request.error.message}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-800">
        {asked ? strings.announce[asked.state](strings.period(asked.from, asked.to)) : ''}
      </p>
      <h3 className="font-medium text-slate-800">{strings.recent}</h3>
      {exports.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {strings.loadFailed}
        </p>
      ) : null}
      {exports.data && exports.data.length === 0 ? (
        <p className="text-sm text-slate-600">{strings.none}</p>
      ) : null}
      {exports.data && exports.data.length > 0 ? (
        <div
          tabIndex={0}
          role="group"
          aria-label={strings.recent}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
        >
          <table className="w-full text-sm">
            <caption className="px-3 py-2 text-left text-slate-600">{strings.linksExpire}</caption>
            <thead>
              <tr>
                {Object.values(strings.columns).map((column) => (
                  <th key={column} scope="col" className={th}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {exports.data.map((job) => (
                <tr key={job.export_id}>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    {strings.period(job.from, job.to)}
                  </th>
                  <td className={td}>{shopTime(job.requested_at)}</td>
                  <td className={`${td} break-all`}>{job.requested_by}</td>
                  <td className={td}>{strings.states[job.state]}</td>
                  <td className={`${td} text-right tabular-nums`}>{job.order_count ?? '–'}</td>
                  <td className={td}>
                    <ul className="space-y-1">
                      {job.downloads.map((file) => (
                        <li key={file.kind}>
                          <a href={file.url} download={file.file_name} className="text-sky-800 underline">
                            {strings.download(strings.files[file.kind], file.rows)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
