import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trackOrderSchema, type TrackOrderValues } from '@core/orders/order';
import type { OrderTracking } from '@core/orders/order-progress';
import { Form, FormRootError, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { PageHeading } from '@web/components/ui/page-heading';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { trackOrder } from '../api/orders';
import { OrderPayment } from './order-payment';
import { OrderProgressView } from './order-progress-view';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings;

/** A miss never says whether the number or the e-mail was wrong; anything else is a retry. */
function describeLookupFailure(error: unknown): string {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return missing ? strings.notFound : strings.lookupFailed;
}

/**
 * `/track-order`: looks an order up by number and e-mail and shows where it stands. The number may
 * come in the URL (`?order=`), as the order page links it.
 */
export function TrackOrderPage({ initialOrderNumber = '' }: { initialOrderNumber?: string }) {
  return (
    <>
      <PageHeading title={strings.heading} intro={strings.intro} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <TrackOrder initialOrderNumber={initialOrderNumber} />
        <p className="mt-8 text-center text-slate-700">
          {strings.help}{' '}
          <Link to={paths.support.getHref()} className="font-semibold text-brand-700 underline">
            {strings.contact}
          </Link>
        </p>
      </div>
    </>
  );
}

/**
 * The track-order form and what it finds: the order's real status on the timeline. Also where an
 * order link that does not work sends the shopper. The form checks with the server's schema before
 * asking.
 */
export function TrackOrder({ initialOrderNumber = '' }: { initialOrderNumber?: string }) {
  const form = useZodForm(trackOrderSchema, {
    defaultValues: { order_number: initialOrderNumber, email: '' } satisfies TrackOrderValues,
  });
  // The e-mail that found the order: the upload and the invoice link prove access with it.
  const [found, setFound] = useState<{ tracking: OrderTracking; email: string } | null>(null);
  const tracking = found?.tracking;

  const lookUp = async ({ order_number, email }: { order_number: string; email: string }) => {
    setFound(null);
    setFound({ tracking: await trackOrder(order_number, email), email });
  };

  return (
    <>
      <Form
        form={form}
        onSubmit={lookUp}
        describeError={describeLookupFailure}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <FormTextField
          name="order_number"
          label={strings.orderNumber}
          placeholder={strings.orderNumberPlaceholder}
          autoComplete="off"
          required
        />
        <FormTextField name="email" label={strings.email} type="email" autoComplete="email" required />
        <FormSubmit size="lg" busyLabel={strings.searching} className="sm:mt-6">
          <Search aria-hidden="true" className="size-5" />
          {strings.submit}
        </FormSubmit>
        <FormRootError className="mt-3 sm:col-span-3" />
      </Form>

      {found && tracking ? (
        <section aria-labelledby="timeline-heading" className="mt-10 space-y-8">
          <div className="rounded-lg border border-slate-200 p-6">
            <h2 id="timeline-heading" className="text-xl font-bold text-brand-900">
              {strings.statusHeading(tracking.order_number)}
            </h2>
            <OrderProgressView progress={tracking.progress} />
          </div>
          <OrderPayment
            order={tracking}
            access={{ orderNumber: tracking.order_number, email: found.email }}
            // The order's own answer after an upload is a superset of tracking's.
            onChanged={(order) => setFound({ tracking: order, email: found.email })}
            onCardSettled={(order) => setFound({ tracking: order, email: found.email })}
          />
        </section>
      ) : null}
    </>
  );
}
