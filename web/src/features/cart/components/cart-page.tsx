/**
 * `/cart`: the cart view, then the guest checkout form in its place after 'Continue
 * as Guest' or 'Proceed to Checkout', then the payment step once the checkout session is saved. Each
 * step is a history entry (`?step=checkout`, `?step=payment`), so Back and Forward move between
 * them; what was typed is kept for the tab's session (checkout-draft.ts). Every step change moves
 * the focus and the scroll to the new step's heading. An empty cart never shows the checkout.
 */
import { CircleAlert, Lock, Minus, Plus, RotateCcw, Trash2, Truck } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavigationType, useNavigationType, useSearchParams } from 'react-router-dom';
import { isShortLine } from '@core/cart/line-quantity';
import { computeOrderTotals } from '@core/checkout/checkout';
import { DEFAULT_FULFILMENT_CHOICE } from '@core/checkout/fulfilment';
import { formatSkuForDisplay } from '@core/catalogue/sku';
import type { OrderView } from '@core/orders/order';
import { CHECKOUT_STEPS, paths, type CheckoutStep } from '@web/config/paths';
import { formatPrice } from '@web/lib/format';
import type { CheckoutContactQuery, SavedCheckout } from '../api/checkout';
import { cartPageStrings } from '../cart-page-strings';
import { useCart, type CartState } from '../hooks/use-cart-page';
import type { CartLineView } from '../api/cart';
import { toSummaryLines } from '../utils/cart-diff';
import { keepCheckoutDraft, readCheckoutDraft } from '../utils/checkout-draft';
import { clearCheckoutDraft } from '../utils/checkout-draft-storage';
import { CheckoutForm } from './checkout-form';
import { ClearCartDialog } from './clear-cart-dialog';
import { EmptyCart, stepHeadingClass } from './empty-cart';
import { QuantityInput } from './quantity-input';
import { PaymentStep } from './payment-step';

const strings = cartPageStrings;
const PLACEHOLDER_IMAGE = '/placeholder-product.svg';
const buttonPrimary =
  'inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const buttonSecondary =
  'inline-flex w-full items-center justify-center gap-2 rounded-md border border-brand-700 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60';

interface CartPageProps {
  signedIn: boolean;
  /** Signed in: the query of the account's contact details for the checkout form. */
  contactQuery?: CheckoutContactQuery;
  /** Called with the placed order; the route shows the confirmation. */
  onOrderPlaced: (order: OrderView) => void;
}

type Step = 'cart' | CheckoutStep;

const signInHref = paths.auth.getHref(paths.cart.getHref('checkout'));

function toStep(value: string | null): Step {
  return CHECKOUT_STEPS.find((step) => step === value) ?? 'cart';
}

/**
 * After a step change, and when Back or Forward lands on the page, focus and scroll to the step's
 * heading. The browser's own scroll restoration is off for the page's history entries (the mode
 * belongs to each entry, so other pages keep theirs): it would put Back at the spot the shopper
 * left the step from, after the heading was shown.
 */
function useStepHeading(step: Step): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(step);
  const landedByHistory = useNavigationType() === NavigationType.Pop;
  const due = useRef(landedByHistory);
  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    due.current = true;
  }, [step]);
  // Every render: the heading may come only once the step's data is there.
  useEffect(() => {
    if (!due.current || !heading.current) return;
    due.current = false;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ block: 'start' });
  });
  return heading;
}

export function CartPage({ signedIn, contactQuery, onOrderPlaced }: CartPageProps) {
  const cart = useCart();
  const [search, setSearch] = useSearchParams();
  const [saved, setSaved] = useState(() => readCheckoutDraft().saved);
  const requested = toStep(search.get('step'));
  // The payment step needs the saved checkout session; without one (a new tab) the form comes first.
  const step: Step = requested === 'payment' && !saved ? 'checkout' : requested;
  const heading = useStepHeading(step);

  useEffect(() => {
    if (requested !== step) setSearch({ step }, { replace: true });
  }, [requested, step, setSearch]);

  const goTo = (next: Step) => setSearch(next === 'cart' ? {} : { step: next });

  if (step === 'payment' && saved) {
    return (
      <PaymentStep
        cart={cart}
        saved={saved.checkout}
        seenLines={saved.lines}
        headingRef={heading}
        onEdit={() => goTo('checkout')}
        onOrderPlaced={(order) => {
          clearCheckoutDraft();
          onOrderPlaced(order);
        }}
      />
    );
  }

  if (!cart.loaded) {
    return <p className="mx-auto max-w-7xl px-4 py-16 text-center text-slate-600">{strings.loading}</p>;
  }

  if (cart.lines.length === 0) return <EmptyCart headingRef={heading} />;

  if (step === 'checkout') {
    return (
      <CheckoutForm
        cart={cart}
        headingRef={heading}
        contactQuery={signedIn ? contactQuery : undefined}
        onBack={() => goTo('cart')}
        onSaved={(checkout: SavedCheckout) => {
          const next = { checkout, lines: toSummaryLines(cart.lines) };
          keepCheckoutDraft({ saved: next });
          setSaved(next);
          goTo('payment');
        }}
      />
    );
  }

  return (
    <CartView cart={cart} signedIn={signedIn} headingRef={heading} onCheckout={() => goTo('checkout')} />
  );
}

interface CartViewProps {
  cart: CartState;
  signedIn: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCheckout: () => void;
}

function CartView({ cart, signedIn, headingRef, onCheckout }: CartViewProps) {
  const short = new Set(cart.lines.filter(isShortLine).map((line) => line.product_id));
  const canCheckout = short.size === 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 ref={headingRef} tabIndex={-1} className={`text-3xl font-bold text-slate-900 ${stepHeadingClass}`}>
        {strings.heading}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <section aria-label={strings.heading} className="lg:col-span-2">
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {cart.lines.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                short={short.has(line.product_id)}
                busy={cart.busy}
                onQuantity={(quantity) => void cart.setQuantity(line.product_id, quantity)}
                onRemove={() => void cart.removeItem(line.product_id)}
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap justify-between gap-3">
            <Link to={paths.products.getHref()} className="font-semibold text-brand-700 underline">
              {strings.continueShopping}
            </Link>
            <ClearCartDialog busy={cart.busy} onConfirm={() => void cart.clear()} />
          </div>
        </section>

        <aside aria-labelledby="cart-summary" className="h-fit rounded-lg border border-slate-200 p-6">
          <h2 id="cart-summary" className="text-xl font-bold text-slate-900">
            {strings.summary}
          </h2>
          <CartTotals cart={cart} />
          {canCheckout ? null : (
            <p role="alert" className="mt-4 flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              {strings.shortLinesNotice}
            </p>
          )}
          <div className="mt-6 space-y-3">
            {signedIn ? (
              <button type="button" className={buttonPrimary} disabled={!canCheckout} onClick={onCheckout}>
                {strings.proceedToCheckout}
              </button>
            ) : (
              <>
                <button type="button" className={buttonPrimary} disabled={!canCheckout} onClick={onCheckout}>
                  {strings.continueAsGuest}
                </button>
                <Link to={signInHref} className={buttonSecondary}>
                  {strings.signInAndCheckout}
                </Link>
              </>
            )}
          </div>
          <ul className="mt-6 space-y-2 text-sm text-slate-600">
            <li className="flex items-center gap-2">
              <Lock aria-hidden="true" className="size-4 text-green-700" />
              {strings.notes.secure}
            </li>
            <li className="flex items-center gap-2">
              <Truck aria-hidden="true" className="size-4 text-green-700" />
              {strings.notes.freeShipping}
            </li>
            <li className="flex items-center gap-2">
              <RotateCcw aria-hidden="true" className="size-4 text-green-700" />
              {strings.notes.returns}
            </li>
          </ul>
          <Link
            to={paths.products.getHref()}
            className="mt-6 block text-center font-semibold text-brand-700 underline"
          >
            {strings.continueShopping}
          </Link>
        </aside>
      </div>
    </div>
  );
}

/**
 * Subtotal, GCT and standard delivery priced by core's rule (the one the server charges with), and
 * the total to pay: the figures the checkout then starts from (standard delivery until the shopper
 * picks pickup or express there).
 */
function CartTotals({ cart }: { cart: CartState }) {
  // The buyer's rate comes with the cart read (a GCT-exempt company's buyer pays none); until it is
  // there the GCT and the total wait for it rather than guess.
  const gct = cart.gct;
  const totals = computeOrderTotals(cart.subtotal, DEFAULT_FULFILMENT_CHOICE, gct?.rate);
  const pending = strings.pendingFigure;
  return (
    <>
      <dl className="mt-4 space-y-2">
        <div className="flex justify-between text-slate-700">
          <dt>
            {strings.subtotal} ({strings.items(cart.itemCount)})
          </dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between text-slate-700">
          <dt>{gct ? strings.gct(gct.rate) : strings.gctPending}</dt>
          <dd>{gct ? formatPrice(totals.gct) : pending}</dd>
        </div>
        {gct?.exemption ? (
          <p className="text-sm text-slate-600">
            {strings.gctExempt(gct.exemption.reason, gct.exemption.reference)}
          </p>
        ) : null}
        <div className="flex justify-between text-slate-700">
          <dt>{strings.standardDelivery}</dt>
          <dd>{totals.shipping === 0 ? strings.free : formatPrice(totals.shipping)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
          <dt>{strings.total}</dt>
          <dd>{gct ? formatPrice(totals.total) : pending}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-600">{strings.deliveryChoiceNote}</p>
    </>
  );
}

interface CartLineRowProps {
  line: CartLineView;
  /** Its stock no longer covers its quantity. */
  short: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function CartLineRow({ line, short, busy, onQuantity, onRemove }: CartLineRowProps) {
  return (
    <li className={`flex gap-4 p-4 ${short ? 'bg-red-50' : ''}`}>
      <img
        src={line.image_url ?? PLACEHOLDER_IMAGE}
        alt=""
        width={96}
        height={72}
        className="size-24 shrink-0 rounded object-contain"
        onError={(event) => {
          event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex justify-between gap-2">
          <div>
            <Link
              to={paths.product.getHref(line.product_id)}
              className="font-semibold text-slate-900 hover:underline"
            >
              {line.name}
            </Link>
            <p className="text-sm text-slate-600">
              {strings.sku} {formatSkuForDisplay(line.sku)}
            </p>
            {line.back_order_wait ? (
              <p className="text-sm font-semibold text-sky-900">{line.back_order_wait}</p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={strings.remove(line.name)}
            className="h-fit rounded p-2 text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center rounded-md border border-slate-300">
            <button
              type="button"
              onClick={() => onQuantity(line.quantity - 1)}
              disabled={busy || line.quantity <= 1}
              aria-label={strings.decrease(line.name)}
              className="p-2 disabled:opacity-40"
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <QuantityInput
              label={strings.quantityOf(line.name)}
              quantity={line.quantity}
              max={Math.max(line.max_quantity, line.quantity)}
              disabled={busy}
              onCommit={onQuantity}
            />
            <button
              type="button"
              onClick={() => onQuantity(line.quantity + 1)}
              disabled={busy || line.quantity >= line.max_quantity}
              aria-label={strings.increase(line.name)}
              className="p-2 disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="text-sm text-slate-600">
            {formatPrice(line.price)} {strings.each}
          </p>
          <p className="font-bold text-slate-900">{formatPrice(line.line_total)}</p>
        </div>
        {short ? (
          <p className="flex gap-2 text-sm font-semibold text-red-800">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {line.max_quantity > 0 ? strings.onlyLeft(line.max_quantity) : strings.soldOut}
          </p>
        ) : null}
      </div>
    </li>
  );
}
