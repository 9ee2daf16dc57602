/**
 * Where an order stands, as the server's one reading of its status and payment says it
 * (`describeOrderProgress`): the status, what happens now or what to do, and the timeline. Shown on
 * the order page and on track order.
 */
import {
  CheckCircle2,
  Circle,
  Package,
  PackageCheck,
  ShoppingBag,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import type { OrderProgress, ProgressStep } from '@core/orders/order-progress';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings;
const STEP_ICONS: Record<ProgressStep['key'], LucideIcon> = {
  placed: ShoppingBag,
  confirmed: CheckCircle2,
  processed: Package,
  in_transit: Truck,
  delivered: PackageCheck,
  ready_for_pickup: Package,
  collected: PackageCheck,
};
const dateFormat = new Intl.DateTimeFormat('en-JM', { dateStyle: 'long', timeStyle: 'short' });

export function OrderProgressView({ progress }: { progress: OrderProgress }) {
  const stopped = progress.state === 'cancelled';
  return (
    <>
      <p className="mt-1 font-semibold text-slate-800" data-testid="order-status">
        {strings.currentStatus(progress.title)}
      </p>
      {progress.messages.map((message) => (
        <p key={message} className={`mt-2 ${stopped ? 'text-red-700' : 'text-slate-800'}`}>
          {message}
        </p>
      ))}
      <ol className="mt-6 space-y-6" aria-label={strings.timelineLabel}>
        {progress.steps.map((step, index) => {
          const Icon = step.reached ? STEP_ICONS[step.key] : Circle;
          return (
            <li key={step.key} className="relative flex gap-4">
              {index < progress.steps.length - 1 ? (
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
                {step.reached ? <p className="text-sm text-slate-700">{step.text}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
