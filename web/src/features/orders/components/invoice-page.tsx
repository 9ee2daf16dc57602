/**
 * The printable tax invoice of an order, with what Jamaica's GCT rules expect on one (the figures and
 * the seller's registration come from the server). The shop's frame is left out and a print
 * stylesheet keeps only the invoice on paper.
 */
import type { TaxInvoice } from '@core/orders/invoice';
import { LIST_PRICE_LABEL } from '@core/orders/list-price';
import { Button } from '@web/components/ui/button';
import { formatPrice } from '@web/lib/format';
import { useInvoice, type OrderAccess } from '../api/orders';
import { OrderLinkProblem } from './order-link-problem';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings.invoice;

export function InvoicePage({ access }: { access: OrderAccess & { staff?: boolean } }) {
  const query = useInvoice(access);
  if (!query.data) {
    // A shopper's link that does not open the invoice offers the track-order form; staff's says so.
    if (query.isPending || access.staff) {
      return (
        <p className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
          {query.isPending ? strings.loading : strings.missing}
        </p>
      );
    }
    return <OrderLinkProblem access={access} error={query.error} />;
  }
  return <Invoice invoice={query.data} />;
}

function Invoice({ invoice }: { invoice: TaxInvoice }) {
  const { seller, buyer } = invoice;
  return (
    <main className="invoice mx-auto max-w-3xl bg-white px-4 py-8 text-slate-900 print:max-w-none print:p-0">
      <div className="mb-6 flex justify-end print:hidden">
        {/* No printer icon: the home page's category tiles use that icon, and sharing it with this
            page would split it into a chunk of its own on the shopper's first load. */}
        <Button variant="primary" onClick={() => window.print()}>
          {strings.print}
        </Button>
      </div>
      <header className="flex flex-wrap justify-between gap-6 border-b border-slate-300 pb-6">
        <div>
          <h1 className="text-3xl font-bold">{invoice.title}</h1>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{strings.invoiceNumber}</dt>
            <dd className="font-semibold">{invoice.invoice_number}</dd>
            <dt className="text-slate-600">{strings.date}</dt>
            <dd>{invoice.invoice_date}</dd>
            <dt className="text-slate-600">{strings.orderNumber}</dt>
            <dd>{invoice.order_number}</dd>
          </dl>
        </div>
        <address className="text-sm not-italic sm:text-right">
          <p className="text-base font-bold">{seller.name}</p>
          <p>{seller.address}</p>
          <p>
            {strings.trn} {seller.trn}
          </p>
          <p>
            {strings.gctRegistration} {seller.gct_registration_number}
          </p>
        </address>
      </header>

      <section aria-labelledby="invoice-buyer" className="mt-6 text-sm">
        <h2 id="invoice-buyer" className="font-bold tracking-wide text-slate-600 uppercase">
          {strings.billTo}
        </h2>
        <p className="mt-1 text-base font-semibold">{buyer.company ?? buyer.name}</p>
        {buyer.company ? <p>{buyer.name}</p> : null}
        {buyer.address ? <p>{buyer.address}</p> : null}
        <p>{buyer.email}</p>
        {buyer.trn ? (
          <p>
            {strings.buyerTrn} {buyer.trn}
          </p>
        ) : null}
        {buyer.purchase_order_number ? (
          <p>
            {strings.poNumber} {buyer.purchase_order_number}
          </p>
        ) : null}
      </section>

      <table className="mt-6 w-full text-sm">
        <caption className="sr-only">{strings.linesCaption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-2 pr-2">
              {strings.description}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {strings.quantity}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {strings.unitPrice}
            </th>
            <th scope="col" className="py-2 text-right">
              {strings.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.sku + line.description} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-2">
                {line.description}
                <span className="block text-xs text-slate-600">{line.sku}</span>
              </td>
              <td className="py-2 pr-2 text-right">{line.quantity}</td>
              <td className="py-2 pr-2 text-right">
                {formatPrice(line.unit_price)}
                {line.list_unit_price ? (
                  <span className="block text-xs text-slate-600">
                    {LIST_PRICE_LABEL} <del>{formatPrice(line.list_unit_price)}</del>
                  </span>
                ) : null}
              </td>
              <td className="py-2 text-right">{formatPrice(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt>{strings.subtotal}</dt>
        <dd className="text-right">{formatPrice(invoice.subtotal)}</dd>
        <dt>{strings.gct(invoice.gct_rate_percent)}</dt>
        <dd className="text-right">{formatPrice(invoice.gct)}</dd>
        <dt>
          {strings.shipping} ({invoice.shipping_label})
        </dt>
        <dd className="text-right">{formatPrice(invoice.shipping)}</dd>
        <dt className="border-t border-slate-300 pt-2 text-base font-bold">
          {strings.total(invoice.currency)}
        </dt>
        <dd className="border-t border-slate-300 pt-2 text-right text-base font-bold">
          {formatPrice(invoice.total)}
        </dd>
      </dl>

      {invoice.gct_exemption ? (
        <p className="mt-4 text-sm text-slate-700">
          {strings.gctExempt(invoice.gct_exemption.reason, invoice.gct_exemption.reference)}
        </p>
      ) : null}
      <p className="mt-8 text-sm text-slate-700">
        {strings.payment(invoice.payment_method_label, invoice.payment_status_label)}
      </p>
      {invoice.account ? (
        <p className="mt-1 text-sm text-slate-700">
          {invoice.account.due_on
            ? strings.dueOn(invoice.account.company_name, invoice.account.due_on)
            : strings.dueOnApproval(invoice.account.company_name, invoice.account.payment_terms_days)}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">{strings.currencyNote(invoice.currency)}</p>
    </main>
  );
}
