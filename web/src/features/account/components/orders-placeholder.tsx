import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { accountStrings } from '../account-strings';

/** The Orders tab as the spec shows it; the orders issue replaces it with the customer's orders. */
export function OrdersPlaceholder() {
  return (
    <div className="py-10 text-center">
      <p className="text-lg font-semibold text-slate-800">{accountStrings.orders.empty}</p>
      <Link
        to={paths.products.getHref()}
        className="mt-4 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {accountStrings.orders.startShopping}
      </Link>
    </div>
  );
}
