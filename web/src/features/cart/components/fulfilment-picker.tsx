/**
 * Pickup in Portmore or delivery (standard or express) to the shipping address's parish, each with
 * its fee and lead time from core's fulfilment rules, the figures the server charges.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutForm as CheckoutFormValues } from '@core/checkout/checkout';
import { listFulfilmentOptions, type DeliverySpeed } from '@core/checkout/fulfilment';
import { JAMAICA_PARISHES } from '@core/checkout/parishes';
import { formatPrice } from '@web/lib/format';
import { checkoutStrings } from '../checkout-strings';

const strings = checkoutStrings;

type OptionKey = 'pickup' | DeliverySpeed;

export function FulfilmentPicker({ subtotal }: { subtotal: number }) {
  const { setValue } = useFormContext<CheckoutFormValues>();
  const fulfilment = useWatch<CheckoutFormValues, 'fulfilment'>({ name: 'fulfilment' });
  const typedParish = useWatch<CheckoutFormValues, 'shipping_address.parish'>({
    name: 'shipping_address.parish',
  });
  const parish = JAMAICA_PARISHES.find((name) => name === typedParish);
  const [pickup, standard, express] = listFulfilmentOptions(subtotal, parish ?? JAMAICA_PARISHES[0]);
  const selected: OptionKey = fulfilment?.method === 'pickup' ? 'pickup' : (fulfilment?.speed ?? 'standard');

  const options = [
    { key: 'pickup' as const, option: pickup!, label: pickup!.label, known: true },
    {
      key: 'standard' as const,
      option: standard!,
      label: parish ? standard!.label : strings.standardDelivery,
      known: !!parish,
    },
    {
      key: 'express' as const,
      option: express!,
      label: parish ? express!.label : strings.expressDelivery,
      known: !!parish,
    },
  ];

  const choose = (key: OptionKey) =>
    setValue(
      'fulfilment',
      key === 'pickup' ? { method: 'pickup', speed: 'standard' } : { method: 'delivery', speed: key },
      { shouldValidate: false },
    );

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-slate-900">{strings.fulfilment}</legend>
      <div className="space-y-3">
        {options.map(({ key, option, label, known }) => (
          <label
            key={key}
            className="flex cursor-pointer gap-3 rounded-md border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="fulfilment_option"
              value={key}
              checked={selected === key}
              onChange={() => choose(key)}
              className="mt-1 size-4 shrink-0"
            />
            <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4 gap-y-1">
              <span>
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">
                  {known ? option.lead_time : strings.chooseParishFirst}
                </span>
              </span>
              {known ? (
                <span className="font-semibold text-slate-900">
                  {option.fee === 0 ? strings.free : formatPrice(option.fee)}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-600">{strings.freeDeliveryNote}</p>
    </fieldset>
  );
}
