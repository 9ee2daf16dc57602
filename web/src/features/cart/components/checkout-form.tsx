/**
 * The checkout form, shown in place of the cart: contact, pickup or delivery, the shipping and
 * billing addresses (delivery only; billing 'same as shipping' by default), notes and the Order
 * Summary. The fields are checked with core's schemas, which the server applies again: each message
 * shows under its field, and the shop's toast names the first problem.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { useFormContext, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  checkoutFormSchema,
  checkoutMessages,
  computeOrderTotals,
  toCheckoutSessionInput,
  toFulfilmentChoice,
  validateCheckoutForm,
  type Address,
  type CheckoutForm as CheckoutFormValues,
} from '@core/checkout/checkout';
import { DEFAULT_FULFILMENT_CHOICE } from '@core/checkout/fulfilment';
import { LOCAL_AREA_CODE } from '@core/account/profile';
import { JAMAICA_PARISHES } from '@core/checkout/parishes';
import { CHECKOUT } from '@core/checkout/checkout-charges';
import { Button } from '@web/components/ui/button';
import {
  Form,
  FormCheckbox,
  FormField,
  FormSubmit,
  FormTextAreaField,
  FormTextField,
  useZodForm,
} from '@web/components/ui/form';
import { inputClass } from '@web/components/ui/form-field';
import { OrderSummaryLines } from '@web/components/ui/order-summary-lines';
import { ApiError } from '@web/lib/api-client';
import { showToast } from '@web/lib/toast';
import { getCartOwner } from '../api/cart';
import {
  lastAddressesKey,
  lastAddressesQuery,
  noContactQuery,
  saveCheckoutSession,
  type CheckoutContact,
  type CheckoutContactQuery,
  type SavedCheckout,
} from '../api/checkout';
import { checkoutStrings } from '../checkout-strings';
import type { CartState } from '../hooks/use-cart-page';
import { keepCheckoutDraft, readCheckoutDraft } from '../utils/checkout-draft';
import { stepHeadingClass } from './empty-cart';
import { FulfilmentPicker } from './fulfilment-picker';

const strings = checkoutStrings;
const emptyAddress = { street: '', city: '', parish: '', postalCode: '', country: CHECKOUT.defaultCountry };
const initialForm: CheckoutFormValues = {
  customer_info: { firstName: '', lastName: '', email: '', phone: '', company: '' },
  fulfilment: { method: 'delivery', speed: 'standard' },
  shipping_address: emptyAddress,
  billing_same_as_shipping: true,
  billing_address: emptyAddress,
  notes: '',
};

type AddressKey = 'shipping_address' | 'billing_address';
type CheckoutFormApi = UseFormReturn<z.input<typeof checkoutFormSchema>, unknown, CheckoutFormValues>;

interface CheckoutFormProps {
  cart: CartState;
  /** The step's heading, focused when the step opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /**
   * Signed in: the query of the account's contact details (and the last address is offered). The
   * route gives the account's own profile query, so an edit of the profile is what checkout fills in.
   */
  contactQuery?: CheckoutContactQuery;
  onBack: () => void;
  onSaved: (saved: SavedCheckout) => void;
}

function describeSaveFailure(error: unknown) {
  // The server's word for an empty cart is the shop's; anything else is the shop's save failure.
  if (error instanceof ApiError && error.message === checkoutMessages.emptyCart.description) {
    return checkoutMessages.emptyCart;
  }
  return checkoutMessages.saveFailed;
}

/** Fills the blank contact fields from the account, once it has answered; what was typed stays. */
function usePrefill(form: CheckoutFormApi, contactQuery: CheckoutContactQuery | undefined) {
  const contact = useQuery(contactQuery ?? noContactQuery);
  const addresses = useQuery(lastAddressesQuery(getCartOwner(), contactQuery !== undefined));
  useEffect(() => {
    if (!contact.data) return;
    for (const [field, value] of Object.entries(contact.data)) {
      const name = `customer_info.${field as keyof CheckoutContact}` as const;
      if (value && !form.getValues(name)) form.setValue(name, value);
    }
  }, [contact.data, form]);
  return addresses.data?.shipping_address ?? null;
}

/** Keeps what is typed for the tab's session: a Reload, Back or Forward finds it again. */
function useKeptDraft(form: CheckoutFormApi) {
  useEffect(() => {
    const subscription = form.watch((values) => keepCheckoutDraft({ form: values as CheckoutFormValues }));
    return () => subscription.unsubscribe();
  }, [form]);
}

export function CheckoutForm({ cart, headingRef, contactQuery, onBack, onSaved }: CheckoutFormProps) {
  const form = useZodForm(checkoutFormSchema, {
    defaultValues: { ...initialForm, ...readCheckoutDraft().form },
  });
  useKeptDraft(form);
  const lastAddress = usePrefill(form, contactQuery);
  const queryClient = useQueryClient();

  const submit = async (values: CheckoutFormValues) => {
    const problem = validateCheckoutForm(values, cart.itemCount);
    if (problem) {
      showToast({ title: problem.title, description: problem.description, variant: 'destructive' });
      return;
    }
    try {
      const saved = await saveCheckoutSession(toCheckoutSessionInput(values));
      // The saved session holds the customer's last addresses now: the next checkout offers them.
      void queryClient.invalidateQueries({ queryKey: lastAddressesKey });
      onSaved(saved);
    } catch (error) {
      console.error(error);
      showToast({ ...describeSaveFailure(error), variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <button type="button" onClick={onBack} className="font-semibold text-brand-700 underline">
        {strings.back}
      </button>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className={`mt-4 text-3xl font-bold text-slate-900 ${stepHeadingClass}`}
      >
        {strings.heading}
      </h1>
      <Form form={form} onSubmit={submit} className="mt-6 grid gap-8 lg:grid-cols-3">
        <InvalidToast itemCount={cart.itemCount} />
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
            <legend className="px-1 text-lg font-bold text-slate-900">{strings.contact}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormTextField
                label={strings.firstName}
                name="customer_info.firstName"
                autoComplete="given-name"
              />
              <FormTextField
                label={strings.lastName}
                name="customer_info.lastName"
                autoComplete="family-name"
              />
              <FormTextField
                label={strings.email}
                name="customer_info.email"
                type="email"
                autoComplete="email"
              />
              <div>
                <FormTextField
                  label={strings.phone}
                  name="customer_info.phone"
                  type="tel"
                  autoComplete="tel"
                />
                <p className="mt-1 text-sm text-slate-600">{strings.phoneHelp(LOCAL_AREA_CODE)}</p>
              </div>
              <div className="sm:col-span-2">
                <FormTextField
                  label={strings.company}
                  hint={strings.optional}
                  name="customer_info.company"
                  autoComplete="organization"
                />
              </div>
            </div>
          </fieldset>

          <FulfilmentPicker subtotal={cart.subtotal} />
          <DeliveryAddresses lastAddress={lastAddress} />

          <FormTextAreaField label={strings.notes} name="notes" placeholder={strings.notesPlaceholder} />
        </div>

        <aside aria-labelledby="checkout-summary" className="h-fit rounded-lg border border-slate-200 p-6">
          <h2 id="checkout-summary" className="text-xl font-bold text-slate-900">
            {strings.summary}
          </h2>
          <CheckoutSummary cart={cart} />
          <FormSubmit block size="lg" className="mt-6" busyLabel={strings.processing}>
            {strings.continueToPayment}
          </FormSubmit>
        </aside>
      </Form>
    </div>
  );
}

/** After a refused submit, the shop's toast for the first problem in the form's order. */
function InvalidToast({ itemCount }: { itemCount: number }) {
  const { getValues } = useFormContext<CheckoutFormValues>();
  const { submitCount, errors } = useFormState<CheckoutFormValues>();
  const invalid = Object.keys(errors).some((key) => key !== 'root');
  useEffect(() => {
    if (submitCount === 0 || !invalid) return;
    const problem = validateCheckoutForm(getValues(), itemCount);
    if (problem)
      showToast({ title: problem.title, description: problem.description, variant: 'destructive' });
    // Once per submit: the messages under the fields follow the typing from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
  return null;
}

function CheckoutSummary({ cart }: { cart: CartState }) {
  const values = useWatch<CheckoutFormValues>() as CheckoutFormValues;
  const choice = toFulfilmentChoice(values) ?? {
    ...DEFAULT_FULFILMENT_CHOICE,
    speed: values.fulfilment?.speed ?? 'standard',
  };
  return (
    <OrderSummaryLines
      lines={cart.lines}
      totals={computeOrderTotals(cart.subtotal, choice, cart.gct?.rate)}
    />
  );
}

function DeliveryAddresses({ lastAddress }: { lastAddress: Address | null }) {
  const { setValue } = useFormContext<CheckoutFormValues>();
  const method = useWatch<CheckoutFormValues, 'fulfilment.method'>({ name: 'fulfilment.method' });
  const sameAsShipping = useWatch<CheckoutFormValues, 'billing_same_as_shipping'>({
    name: 'billing_same_as_shipping',
  });
  if (method === 'pickup') return null;

  const fillFromLast = (address: Address) => {
    for (const [field, value] of Object.entries(address)) {
      setValue(`shipping_address.${field as keyof Address}`, value, { shouldValidate: true });
    }
  };

  return (
    <>
      <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
        <legend className="px-1 text-lg font-bold text-slate-900">{strings.shipping}</legend>
        {lastAddress ? (
          <div className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
            <span>
              {lastAddress.street}, {lastAddress.city}, {lastAddress.parish}
            </span>
            <Button size="sm" onClick={() => fillFromLast(lastAddress)}>
              {strings.useLastAddress}
            </Button>
          </div>
        ) : null}
        <AddressFields which="shipping_address" />
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
        <legend className="px-1 text-lg font-bold text-slate-900">{strings.billing}</legend>
        <FormCheckbox name="billing_same_as_shipping" label={strings.sameAsShipping} />
        {sameAsShipping ? null : (
          <div className="mt-4">
            <AddressFields which="billing_address" />
          </div>
        )}
      </fieldset>
    </>
  );
}

function AddressFields({ which }: { which: AddressKey }) {
  const { register } = useFormContext<CheckoutFormValues>();
  const kind = which === 'shipping_address' ? 'shipping' : 'billing';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormTextField
          label={strings.street}
          name={`${which}.street`}
          autoComplete={`${kind} street-address`}
        />
      </div>
      <FormTextField label={strings.city} name={`${which}.city`} autoComplete={`${kind} address-level2`} />
      <FormField name={`${which}.parish`} label={strings.parish}>
        {(id, aria) => (
          <select id={id} className={inputClass} {...aria} {...register(`${which}.parish`)}>
            <option value="">{strings.choose}</option>
            {JAMAICA_PARISHES.map((parish) => (
              <option key={parish} value={parish}>
                {parish}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormTextField
        label={strings.postalCode}
        hint={strings.optional}
        name={`${which}.postalCode`}
        autoComplete={`${kind} postal-code`}
      />
      <FormTextField
        label={strings.country}
        name={`${which}.country`}
        autoComplete={`${kind} country-name`}
      />
    </div>
  );
}
