/**
 * What a shopper sees when an order page or invoice cannot be opened: a link from the order's
 * e-mails that is wrong or has expired, or the page opened without one on a device that did not
 * place the order. Each says so plainly and offers the track-order form, which finds the order by
 * its number and e-mail on any device.
 */
import { ApiError } from '@web/lib/api-client';
import type { OrderAccess } from '../api/orders';
import { ordersStrings } from '../orders-strings';
import { TrackOrder } from './track-order-page';

const strings = ordersStrings.linkProblem;

/** Which problem the failed read was: an expired link (410), a link or order not found (404), else a failure. */
function describeProblem(access: OrderAccess, error: unknown): keyof typeof strings.title {
  if (error instanceof ApiError && error.status === 410) return 'expired';
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return access.token ? 'invalid' : 'notHere';
  }
  return 'failed';
}

export function OrderLinkProblem({ access, error }: { access: OrderAccess; error: unknown }) {
  const problem = describeProblem(access, error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{strings.title[problem]}</h1>
      <p className="mt-2 text-slate-700">{strings.text[problem]}</p>
      <p className="mt-2 mb-6 text-slate-700">{strings.useForm}</p>
      <TrackOrder initialOrderNumber={access.orderNumber} />
    </div>
  );
}
