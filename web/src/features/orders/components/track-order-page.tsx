import { CheckCircle2, Circle, Package, PackageCheck, Search, Truck, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trackOrderSchema, type OrderTracking, type TrackOrderValues } from '@core/orders/order';
import { Form, FormRootError, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { PageHeading } from '@web/components/ui/page-heading';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { trackOrder } from '../api/orders';
import { DocumentUpload } from './document-upload';
import { getInvoiceHref } from './order-payment';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings;
const STEP_ICONS: LucideIcon[] = [CheckCircle2, Package, Truck, PackageCheck];
const dateFormat = new Intl.DateTimeFormat('en-JM', { dateStyle: 'long', timeStyle: 'short' });

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
        <section aria-labelledby="timeline-heading" className="mt-10 rounded-lg border border-slate-200 p-6">
          <h2 id="timeline-heading" className="text-xl font-bold text-brand-900">
            {strings.statusHeading(tracking.order_number)}
          </h2>
          <p className="mt-1 font-semibold text-slate-800">{strings.currentStatus(tracking.status_label)}</p>
          {tracking.status === 'cancelled' ? <p className="mt-2 text-red-700">{strings.cancelled}</p> : null}
          <ol className="mt-6 space-y-6">
            {tracking.timeline.map((step, index) => {
              const Icon = step.reached ? (STEP_ICONS[index] ?? CheckCircle2) : Circle;
              return (
                <li key={step.status} className="relative flex gap-4">
                  {index < tracking.timeline.length - 1 ? (
                    <span
                      aria-hidden="true"
                      className={`absolute top-10 left-5 h-full w-0.5 ${step.reached ? 'bg-green-600' : 'bg-slate-300'}`}
                    />
                  ) : null}
                  <span
                    aria-hidden="true"
                    className={`relative flex size-10 shrink-0 items-center justify-center rounded-full ${step.reached ? 'bg-green-600 text-white' : 'bg-slate-200 text-slate-500'}`}
                  >
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">
                      {step.label}
                      <span className="sr-only"> ({step.reached ? strings.completed : strings.pending})</span>
                    </h3>
                    {step.at ? (
                      <p className="text-sm text-slate-600">{dateFormat.format(new Date(step.at))}</p>
                    ) : null}
                    {step.reached ? (
                      <p className="text-sm text-slate-700">
                        {strings.stepText[step.status as keyof typeof strings.stepText]}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
          {tracking.status === 'cancelled' ? null : (
            <div className="mt-8 border-t border-slate-200 pt-6">
              <h3 className="text-lg font-bold text-slate-900">{strings.paidByTransfer}</h3>
              <DocumentUpload
                access={{ orderNumber: tracking.order_number, email: found.email }}
                kind="payment_proof"
                current={null}
                onUploaded={() => undefined}
              />
            </div>
          )}
          <p className="mt-6">
            <Link
              to={getInvoiceHref({ orderNumber: tracking.order_number, email: found.email })}
              className="font-semibold text-brand-700 underline"
            >
              {strings.invoiceLink}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
