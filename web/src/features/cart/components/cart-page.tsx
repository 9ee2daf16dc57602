/**
 * `/cart` (the spec's screens): the cart view, then the guest checkout form in its place after 'Continue
 * as Guest' or 'Proceed to Checkout', then the payment step once the checkout session is saved.
 */
import { CircleAlert, Lock, Minus, Plus, RotateCcw, ShoppingBag, Trash2, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatSkuForDisplay } from '@core/catalogue/sku';
import type { OrderView } from '@core/orders/order';
import { paths } from '@web/config/paths';
import { formatPrice } from '@web/lib/format';
import type { SavedCheckout } from '../api/checkout';
import { cartStrings } from '../cart-strings';
import { useCart } from '../hooks/use-cart-page';
import type { CartLineView } from '../api/cart';
import { findShortLines } from '../utils/cart-changes';
import { CheckoutForm, type CheckoutContact } from './checkout-form';
import { ClearCartDialog } from './clear-cart-dialog';
import { QuantityInput } from './quantity-input';
import { PaymentStep } from './payment-step';

const strings = cartStrings;
const PLACEHOLDER_IMAGE = '/placeholder-product.svg';
const buttonPrimary =
  'inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const buttonSecondary =
  'inline-flex w-full items-center justify-center gap-2 rounded-md border border-brand-700 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60';

interface CartPageProps {
  signedIn: boolean;
  /** Back from "Sign In & Checkout": the checkout form opens at once. */
  startAtCheckout?: boolean;
  /** Signed in: the account's contact details for the checkout form. */
  loadContact?: () => Promise<CheckoutContact>;
  /** Called with the placed order; the route shows the confirmation. */
  onOrderPlaced: (order: OrderView) => void;
}

type Step = { name: 'cart' } | { name: 'checkout' } | { name: 'payment'; saved: SavedCheckout };

const signInHref = paths.auth.getHref(paths.cart.getHref('checkout'));

export function CartPage({ signedIn, startAtCheckout = false, loadContact, onOrderPlaced }: CartPageProps) {
  const cart = useCart();
  const [step, setStep] = useState<Step>(startAtCheckout ? { name: 'checkout' } : { name: 'cart' });

  if (step.name === 'checkout') {
    return (
      <CheckoutForm
        cart={cart}
        loadContact={signedIn ? loadContact : undefined}
        onBack={() => setStep({ name: 'cart' })}
        onSaved={(saved) => setStep({ name: 'payment', saved })}
      />
    );
  }
  if (step.name === 'payment') {
    return (
      <PaymentStep
        saved={step.saved}
        onEdit={() => setStep({ name: 'checkout' })}
        onOrderPlaced={onOrderPlaced}
      />
    );
  }

  if (!cart.loaded) {
    return <p className="mx-auto max-w-7xl px-4 py-16 text-center text-slate-600">{strings.loading}</p>;
  }

  if (cart.lines.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 text-center">
        <ShoppingBag aria-hidden="true" className="mx-auto size-16 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{strings.emptyTitle}</h1>
        <p className="mt-2 text-slate-600">{strings.emptyText}</p>
        <Link
          to={paths.products.getHref()}
          className="mt-6 inline-flex rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {strings.browseProducts}
        </Link>
      </div>
    );
  }

  const short = new Set(findShortLines(cart.lines).map((line) => line.product_id));
  const canCheckout = short.size === 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{strings.heading}</h1>
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
          <dl className="mt-4 space-y-2">
            <div className="flex justify-between text-slate-700">
              <dt>
                {strings.subtotal} ({strings.items(cart.itemCount)})
              </dt>
              <dd>{formatPrice(cart.subtotal)}</dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
              <dt>{strings.total}</dt>
              <dd>{formatPrice(cart.subtotal)}</dd>
            </div>
          </dl>
          {canCheckout ? null : (
            <p role="alert" className="mt-4 flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              {strings.shortLinesNotice}
            </p>
          )}
          <div className="mt-6 space-y-3">
            {signedIn ? (
              <button
                type="button"
                className={buttonPrimary}
                disabled={!canCheckout}
                onClick={() => setStep({ name: 'checkout' })}
              >
                {strings.proceedToCheckout}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className={buttonPrimary}
                  disabled={!canCheckout}
                  onClick={() => setStep({ name: 'checkout' })}
                >
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
              max={Math.max(line.stock_quantity, line.quantity)}
              disabled={busy}
              onCommit={onQuantity}
            />
            <button
              type="button"
              onClick={() => onQuantity(line.quantity + 1)}
              disabled={busy || line.quantity >= line.stock_quantity}
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
            {line.stock_quantity > 0 ? strings.onlyLeft(line.stock_quantity) : strings.soldOut}
          </p>
        ) : null}
      </div>
    </li>
  );
}
