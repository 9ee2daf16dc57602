/**
 * The guest checkout form (spec section 2), shown in place of the cart: contact, shipping, billing
 * with 'same as shipping' (on by default, copying the shipping address as typed), notes and the Order
 * Summary. The checks and messages are core's, which the server applies again.
 */
import { OrderSummaryLines } from '@web/components/ui/order-summary-lines';
import { useState, type FormEvent } from 'react';
import {
  checkoutMessages,
  computeOrderTotals,
  toCheckoutSessionInput,
  validateCheckoutForm,
  type CheckoutForm as CheckoutFormValues,
} from '@core/checkout/checkout';
import { DEFAULT_FULFILMENT_CHOICE } from '@core/checkout/fulfilment';
import { CHECKOUT, JAMAICA_PARISHES } from '@core/constants';
import { Field, inputClass, TextAreaField, TextField } from '@web/components/ui/form-field';
import { showToast } from '@web/lib/toast';
import { saveCheckoutSession, type SavedCheckout } from '../api/checkout';
import { checkoutStrings } from '../checkout-strings';
import type { CartState } from '../hooks/use-cart-page';

const strings = checkoutStrings;
const emptyAddress = { street: '', city: '', parish: '', postalCode: '', country: CHECKOUT.defaultCountry };
const initialForm: CheckoutFormValues = {
  customer_info: { firstName: '', lastName: '', email: '', phone: '', company: '' },
  shipping_address: emptyAddress,
  billing_same_as_shipping: true,
  billing_address: emptyAddress,
  notes: '',
};

type AddressKey = 'shipping_address' | 'billing_address';

interface CheckoutFormProps {
  cart: CartState;
  onBack: () => void;
  onSaved: (saved: SavedCheckout) => void;
}

export function CheckoutForm({ cart, onBack, onSaved }: CheckoutFormProps) {
  const [form, setForm] = useState<CheckoutFormValues>(initialForm);
  const [saving, setSaving] = useState(false);
  const totals = computeOrderTotals(cart.subtotal, DEFAULT_FULFILMENT_CHOICE);

  const setInfo = (field: keyof CheckoutFormValues['customer_info'], value: string) =>
    setForm((f) => ({ ...f, customer_info: { ...f.customer_info, [field]: value } }));
  const setAddress = (which: AddressKey, field: keyof typeof emptyAddress, value: string) =>
    setForm((f) => ({ ...f, [which]: { ...f[which], [field]: value } }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCheckoutForm(form, cart.itemCount);
    if (problem) {
      showToast({ title: problem.title, description: problem.description, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      onSaved(await saveCheckoutSession(toCheckoutSessionInput(form)));
    } catch (error) {
      console.error(error);
      showToast({ ...checkoutMessages.saveFailed, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const addressFields = (which: AddressKey) => (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label={strings.street}
          name={`${which}.street`}
          autoComplete={which === 'shipping_address' ? 'shipping street-address' : 'billing street-address'}
          value={form[which].street}
          onChange={(e) => setAddress(which, 'street', e.target.value)}
        />
      </div>
      <TextField
        label={strings.city}
        name={`${which}.city`}
        value={form[which].city}
        onChange={(e) => setAddress(which, 'city', e.target.value)}
      />
      <Field label={strings.parish}>
        {(id) => (
          <select
            id={id}
            name={`${which}.parish`}
            className={inputClass}
            value={form[which].parish}
            onChange={(e) => setAddress(which, 'parish', e.target.value)}
          >
            <option value="">{strings.choose}</option>
            {JAMAICA_PARISHES.map((parish) => (
              <option key={parish} value={parish}>
                {parish}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={strings.postalCode}
        hint={strings.optional}
        name={`${which}.postalCode`}
        value={form[which].postalCode}
        onChange={(e) => setAddress(which, 'postalCode', e.target.value)}
      />
      <TextField
        label={strings.country}
        name={`${which}.country`}
        value={form[which].country}
        onChange={(e) => setAddress(which, 'country', e.target.value)}
      />
    </div>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <button type="button" onClick={onBack} className="font-semibold text-brand-700 underline">
        {strings.back}
      </button>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{strings.heading}</h1>
      <form noValidate onSubmit={(e) => void handleSubmit(e)} className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <fieldset className="rounded-lg border border-slate-200 p-6">
            <legend className="px-1 text-lg font-bold text-slate-900">{strings.contact}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={strings.firstName}
                name="firstName"
                autoComplete="given-name"
                value={form.customer_info.firstName}
                onChange={(e) => setInfo('firstName', e.target.value)}
              />
              <TextField
                label={strings.lastName}
                name="lastName"
                autoComplete="family-name"
                value={form.customer_info.lastName}
                onChange={(e) => setInfo('lastName', e.target.value)}
              />
              <TextField
                label={strings.email}
                name="email"
                type="email"
                autoComplete="email"
                value={form.customer_info.email}
                onChange={(e) => setInfo('email', e.target.value)}
              />
              <TextField
                label={strings.phone}
                name="phone"
                type="tel"
                autoComplete="tel"
                value={form.customer_info.phone}
                onChange={(e) => setInfo('phone', e.target.value)}
              />
              <div className="sm:col-span-2">
                <TextField
                  label={strings.company}
                  hint={strings.optional}
                  name="company"
                  autoComplete="organization"
                  value={form.customer_info.company}
                  onChange={(e) => setInfo('company', e.target.value)}
                />
              </div>
            </div>
          </fieldset>

          <fieldset className="rounded-lg border border-slate-200 p-6">
            <legend className="px-1 text-lg font-bold text-slate-900">{strings.shipping}</legend>
            {addressFields('shipping_address')}
          </fieldset>

          <fieldset className="rounded-lg border border-slate-200 p-6">
            <legend className="px-1 text-lg font-bold text-slate-900">{strings.billing}</legend>
            <label className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={form.billing_same_as_shipping}
                onChange={(e) => setForm((f) => ({ ...f, billing_same_as_shipping: e.target.checked }))}
              />
              {strings.sameAsShipping}
            </label>
            {form.billing_same_as_shipping ? null : (
              <div className="mt-4">{addressFields('billing_address')}</div>
            )}
          </fieldset>

          <TextAreaField
            label={strings.notes}
            name="notes"
            placeholder={strings.notesPlaceholder}
            value={form.notes}
            onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))}
          />
        </div>

        <aside aria-labelledby="checkout-summary" className="h-fit rounded-lg border border-slate-200 p-6">
          <h2 id="checkout-summary" className="text-xl font-bold text-slate-900">
            {strings.summary}
          </h2>
          <OrderSummaryLines lines={cart.lines} totals={totals} />
          <button
            type="submit"
            disabled={saving}
            className="mt-6 inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {saving ? strings.processing : strings.continueToPayment}
          </button>
        </aside>
      </form>
    </div>
  );
}
