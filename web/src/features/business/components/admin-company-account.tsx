/**
 * Staff's view of an approved company's account on /admin/companies: terms, limit, balance, its
 * price list (named, linked to its page in the admin price lists, changed with the approve form's
 * select), its hold (put on or lifted by hand with a reason), members and orders.
 */
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_STATUS_LABELS } from '@core/orders/order';
import { formatPrice } from '@core/format-price';
import { toShopDay } from '@core/shop-time';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { setCompanyHold, setCompanyPriceList, type AdminCompanyView } from '../api/business';
import { businessStrings } from '../business-strings';
import { PriceListSelect, usePriceListName } from './price-list-select';

const words = businessStrings.admin.account;
const fieldClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';

/**
 * Staff's actions on the company: `run` one under a name (`done` is said once it succeeds;
 * `showFailure` may show a refusal itself, under a field, and return true); `running` names the one running.
 */
export interface CompanyActions {
  run: (
    name: string,
    action: () => Promise<unknown>,
    done?: string,
    showFailure?: (error: unknown) => boolean,
  ) => void;
  running?: string;
}

export function AdminCompanyAccount({ view, actions }: { view: AdminCompanyView; actions: CompanyActions }) {
  const { run, running } = actions;
  const { company } = view;
  const hold = company.hold;
  const lifted = company.hold_lifted;
  const priceListName = usePriceListName(company.price_list_id);
  const choosePriceList = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('price_list_id'));
    run('price-list', () => setCompanyPriceList(company.id, chosen || null), words.priceListSaved);
  };
  const submit = (event: FormEvent<HTMLFormElement>, action: 'hold' | 'lift') => {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = new FormData(form).get('reason');
    run(
      'hold',
      () => setCompanyHold(company.id, { action, reason }).then(() => form.reset()),
      action === 'hold' ? words.held : words.liftedNote,
    );
  };
  return (
    <section aria-labelledby="account-heading" className="mt-6 space-y-3">
      <h3 id="account-heading" className="font-semibold">
        {words.heading}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
        <dt className="font-medium">{words.terms}</dt>
        <dd>{company.on_account_label ?? '-'}</dd>
        <dt className="font-medium">{words.limit}</dt>
        <dd>{formatPrice(company.credit_limit)}</dd>
        <dt className="font-medium">{words.balance}</dt>
        <dd>{formatPrice(company.balance)}</dd>
        <dt className="font-medium">{words.available}</dt>
        <dd>{formatPrice(company.available_credit)}</dd>
        <dt className="font-medium">{businessStrings.admin.priceList}</dt>
        <dd>
          {company.price_list_id ? (
            <Link
              to={paths.admin.priceList.getHref(company.price_list_id)}
              className="text-brand-700 underline"
            >
              {priceListName}
            </Link>
          ) : (
            priceListName
          )}
        </dd>
      </dl>
      <form onSubmit={choosePriceList} className="space-y-3" aria-label={words.changePriceList}>
        <PriceListSelect key={company.price_list_id ?? ''} current={company.price_list_id} />
        <Button type="submit" busy={running === 'price-list'} disabled={running !== undefined}>
          {words.changePriceList}
        </Button>
      </form>
      {hold ? (
        <p role="note" className="font-medium text-red-700">
          {words.onHold(hold.reason, hold.by ?? words.automatic, toShopDay(hold.at))}
        </p>
      ) : lifted ? (
        <p>{words.lifted(lifted.reason, lifted.by ?? words.automatic, toShopDay(lifted.at))}</p>
      ) : null}
      <form
        onSubmit={(event) => submit(event, hold ? 'lift' : 'hold')}
        className="space-y-3"
        aria-label={hold ? words.lift : words.hold}
      >
        <label className="block">
          <span className="font-medium">{hold ? words.liftReason : words.holdReason}</span>
          <input name="reason" className={fieldClass} />
        </label>
        <Button type="submit" busy={running === 'hold'} disabled={running !== undefined}>
          {hold ? words.lift : words.hold}
        </Button>
      </form>
      <h4 className="font-semibold">{words.members}</h4>
      <ul>
        {view.members.map((member) => (
          <li key={member.user_id}>
            {member.email} · {businessStrings.role[member.role]}
            {member.spending_limit == null ? '' : ` · ${formatPrice(member.spending_limit)}`}
          </li>
        ))}
      </ul>
      <h4 className="font-semibold">{words.orders}</h4>
      {view.orders.length === 0 ? (
        <p>{words.noOrders}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{words.columns.number}</th>
              <th scope="col">{words.columns.date}</th>
              <th scope="col">{words.columns.buyer}</th>
              <th scope="col">{words.columns.total}</th>
              <th scope="col">{words.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {view.orders.map((order) => (
              <tr key={order.order_number}>
                <td>
                  <a
                    className="text-brand-700 underline"
                    href={paths.orderInvoice.getHref(order.order_number)}
                  >
                    {order.order_number}
                  </a>
                </td>
                <td>{toShopDay(order.created_at)}</td>
                <td>{order.buyer_email}</td>
                <td>{formatPrice(order.total)}</td>
                <td>{ORDER_STATUS_LABELS[order.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
