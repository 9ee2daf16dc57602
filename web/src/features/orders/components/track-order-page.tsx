import { CheckCircle2, Package, PackageCheck, Search, Truck, type LucideIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@web/components/ui/form-field';
import { PageHeading } from '@web/components/ui/page-heading';
import { paths } from '@web/config/paths';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings;
const STEP_ICONS: LucideIcon[] = [CheckCircle2, Package, Truck, PackageCheck];

/**
 * `/track-order`: the spec's static mock, an order number box and a fixed sample timeline. No
 * lookup is wired yet (the orders issue does that), so submitting stays on the page.
 */
export function TrackOrderPage() {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <>
      <PageHeading title={strings.heading} intro={strings.intro} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <form onSubmit={handleSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              label={strings.orderNumber}
              name="orderNumber"
              placeholder={strings.orderNumberPlaceholder}
              autoComplete="off"
            />
          </div>
          <button
            type="submit"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            <Search aria-hidden="true" className="size-5" />
            {strings.submit}
          </button>
        </form>

        <section aria-labelledby="timeline-heading" className="mt-10 rounded-lg border border-slate-200 p-6">
          <h2 id="timeline-heading" className="text-xl font-bold text-brand-900">
            {strings.sampleHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{strings.sampleNote}</p>
          <p className="mt-4 font-semibold text-slate-900">{strings.sampleOrder}</p>
          <ol className="mt-6 space-y-6">
            {strings.timeline.map((step, index) => {
              const Icon = STEP_ICONS[index] ?? CheckCircle2;
              return (
                <li key={step.status} className="relative flex gap-4">
                  {index < strings.timeline.length - 1 ? (
                    <span aria-hidden="true" className="absolute top-10 left-5 h-full w-0.5 bg-green-600" />
                  ) : null}
                  <span
                    aria-hidden="true"
                    className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-green-600 text-white"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">
                      {step.status}
                      <span className="sr-only"> ({strings.completed})</span>
                    </h3>
                    <p className="text-sm text-slate-600">{step.date}</p>
                    <p className="text-sm text-slate-700">{step.text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

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
