import { CheckCircle2, Circle, Package, PackageCheck, Search, Truck, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { OrderTracking } from '@core/orders/order';
import { TextField } from '@web/components/ui/form-field';
import { PageHeading } from '@web/components/ui/page-heading';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { trackOrder } from '../api/orders';
import { DocumentUpload } from './document-upload';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings;
const STEP_ICONS: LucideIcon[] = [CheckCircle2, Package, Truck, PackageCheck];
const dateFormat = new Intl.DateTimeFormat('en-JM', { dateStyle: 'long', timeStyle: 'short' });

/**
 * `/track-order`: looks an order up by number and e-mail and shows its real status on the timeline
 * (Confirmed, Processed, In Transit, Delivered). The number may come in the URL (`?order=`), as the
 * confirmation page links it.
 */
export function TrackOrderPage({ initialOrderNumber = '' }: { initialOrderNumber?: string }) {
  const [orderNumber, setOrderNumber] = useState(initialOrderNumber);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [tracking, setTracking] = useState<OrderTracking | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!orderNumber.trim() || !email.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setTracking(await trackOrder(orderNumber.trim(), email.trim()));
    } catch (caught) {
      setTracking(null);
      const missing = caught instanceof ApiError && (caught.status === 404 || caught.status === 400);
      setError(missing ? strings.notFound : strings.lookupFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading title={strings.heading} intro={strings.intro} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <form
          onSubmit={(e) => void handleSubmit(e)}
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <TextField
            label={strings.orderNumber}
            name="orderNumber"
            placeholder={strings.orderNumberPlaceholder}
            autoComplete="off"
            required
            value={orderNumber}
            onChange={(e) => setOrderNumber(e.target.value)}
          />
          <TextField
            label={strings.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            <Search aria-hidden="true" className="size-5" />
            {busy ? strings.searching : strings.submit}
          </button>
        </form>

        {error ? (
          <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-800">
            {error}
          </p>
        ) : null}

        {tracking ? (
          <section
            aria-labelledby="timeline-heading"
            className="mt-10 rounded-lg border border-slate-200 p-6"
          >
            <h2 id="timeline-heading" className="text-xl font-bold text-brand-900">
              {strings.statusHeading(tracking.order_number)}
            </h2>
            <p className="mt-1 font-semibold text-slate-800">
              {strings.currentStatus(tracking.status_label)}
            </p>
            {tracking.status === 'cancelled' ? (
              <p className="mt-2 text-red-700">{strings.cancelled}</p>
            ) : null}
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
                        <span className="sr-only">
                          {' '}
                          ({step.reached ? strings.completed : strings.pending})
                        </span>
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
                  access={{ orderNumber: tracking.order_number, email: email.trim() }}
                  kind="payment_proof"
                  current={null}
                  onUploaded={() => undefined}
                />
              </div>
            )}
            <p className="mt-6">
              <Link
                to={`${paths.orderInvoice.getHref(tracking.order_number)}?email=${encodeURIComponent(email.trim())}`}
                className="font-semibold text-brand-700 underline"
              >
                {strings.invoiceLink}
              </Link>
            </p>
          </section>
        ) : null}

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
