/** A company's statement: open invoices, payments received, balance and ageing; printable. */
import type { Statement } from '@core/business/statement';
import { AGEING_BUCKETS } from '@core/business/statement';
import { formatPrice } from '@core/format-price';
import { toShopDay } from '@core/shop-time';
import { businessStrings } from '../business-strings';

const words = businessStrings.statement;

export function CompanyStatement({ statement }: { statement: Statement }) {
  return (
    <section aria-labelledby="statement-heading" className="mt-8">
      <div className="flex items-center justify-between">
        <h2 id="statement-heading" className="text-xl font-bold text-slate-900">
          {words.heading}
        </h2>
        <button
          type="button"
          className="text-brand-700 underline print:hidden"
          onClick={() => window.print()}
        >
          {words.print}
        </button>
      </div>
      <p className="mt-2">
        {businessStrings.balance}: <strong>{formatPrice(statement.balance)}</strong>
      </p>
      {statement.credit > 0 && (
        <p>
          {words.credit}: <strong>{formatPrice(statement.credit)}</strong>
        </p>
      )}
      <h3 className="mt-4 font-semibold">{words.ageing}</h3>
      <dl className="grid grid-cols-5 gap-2 text-sm">
        {AGEING_BUCKETS.map((bucket) => (
          <div key={bucket}>
            <dt className="text-slate-600">{words.buckets[bucket]}</dt>
            <dd>{formatPrice(statement.ageing[bucket])}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold">{words.openInvoices}</h3>
      {statement.open_invoices.length === 0 ? (
        <p className="text-slate-600">{words.none}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{words.openInvoices}</caption>
          <thead>
            <tr>
              <th scope="col">{words.order}</th>
              <th scope="col">{words.due}</th>
              <th scope="col" className="text-right">
                {words.outstanding}
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.open_invoices.map((invoice) => (
              <tr key={invoice.order_number}>
                <td>{invoice.order_number}</td>
                <td>{invoice.due_on ?? words.dueOnApproval}</td>
                <td className="text-right">{formatPrice(invoice.outstanding)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mt-4 font-semibold">{words.payments}</h3>
      {statement.payments.length === 0 ? (
        <p className="text-slate-600">{words.noPayments}</p>
      ) : (
        <ul className="text-sm">
          {statement.payments.map((payment) => (
            <li key={payment.id}>
              {toShopDay(payment.at)}: {formatPrice(payment.amount)} ({payment.reference})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
