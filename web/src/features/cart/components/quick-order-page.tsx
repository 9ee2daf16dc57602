/**
 * /account/quick-order: a signed-in buyer types or pastes lines of SKU (or part number) and
 * quantity, checks them (each matched to a product with their price and the stock now, unknown ones
 * named) and adds them all to the cart, where the server applies the cart's rules again.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { quickOrderTextSchema, type QuickOrderLine, type QuickOrderMatch } from '@core/cart/quick-order';
import { formatPrice } from '@core/format-price';
import { Button } from '@web/components/ui/button';
import { Form, FormTextAreaField, useZodForm } from '@web/components/ui/form';
import { paths } from '@web/config/paths';
import { useAuthState } from '@web/lib/auth/auth-session';
import { showFailure } from '@web/lib/failure-toast';
import { addQuickOrderToCart, matchQuickOrder } from '../api/quick-order';
import { useShowAddedCart } from '../hooks/use-show-added-cart';
import { quickOrderStrings as strings } from '../quick-order-strings';

/** Lines checked: the text as typed, the lines read from it, and each line matched. */
interface Checked {
  text: string;
  lines: QuickOrderLine[];
  matches: QuickOrderMatch[];
}

export function QuickOrderPage() {
  const { status } = useAuthState();
  if (status === 'loading') return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{strings.title}</h1>
      {status === 'signedIn' ? (
        <QuickOrderForm />
      ) : (
        <p className="mt-4">
          {strings.signInFirst}{' '}
          <Link className="text-brand-700 underline" to={paths.auth.getHref(paths.quickOrder.getHref())}>
            {strings.signIn}
          </Link>
        </p>
      )}
    </div>
  );
}

function QuickOrderForm() {
  const showAddedCart = useShowAddedCart();
  const form = useZodForm(quickOrderTextSchema, { defaultValues: { text: '' } });
  const text = form.watch('text');
  // What was checked, for the text it was checked as: a change of the text hides the table.
  const [result, setResult] = useState<Checked>();
  const checked = result?.text === text ? result : undefined;
  const matchLines = useMutation({
    mutationFn: ({ lines }: Omit<Checked, 'matches'>) => matchQuickOrder(lines),
    onSuccess: (matches, asked) => setResult({ ...asked, matches }),
    onError: (error) => showFailure(strings.checkFailed, error),
  });
  const add = useMutation({
    mutationFn: addQuickOrderToCart,
    onSuccess: showAddedCart,
    onError: (error) => showFailure(strings.addFailed, error),
  });
  // Still busy once added: the page is on its way to the cart.
  const adding = add.isPending || add.isSuccess;

  const check = ({ lines }: { lines: QuickOrderLine[] }) => {
    setResult(undefined);
    matchLines.mutate({ text, lines });
  };

  return (
    <>
      <p className="mt-2 text-slate-700">{strings.intro}</p>
      <Form form={form} className="mt-4" onSubmit={check}>
        <FormTextAreaField name="text" label={strings.linesLabel} rows={8} className="font-mono" />
        <Button
          type="submit"
          className="mt-3"
          disabled={adding}
          busy={matchLines.isPending}
          busyLabel={strings.checking}
        >
          {strings.check}
        </Button>
      </Form>
      {checked ? (
        <section className="mt-6">
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-slate-900">
                {strings.resultsCaption}
              </caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {strings.columns.sku}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {strings.columns.product}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {strings.columns.quantity}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {strings.columns.price}
                  </th>
                  <th scope="col" className="py-2">
                    {strings.columns.stock}
                  </th>
                </tr>
              </thead>
              <tbody>
                {checked.matches.map((match, index) => (
                  <tr key={index} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 font-mono font-normal">
                      {match.sku}
                    </th>
                    {match.status === 'matched' ? (
                      <>
                        <td className="py-2 pr-3">
                          <Link
                            className="text-brand-700 underline"
                            to={paths.product.getHref(match.product.id)}
                          >
                            {match.product.name}
                          </Link>{' '}
                          <span className="text-slate-600">({match.product.sku})</span>
                        </td>
                        <td className="py-2 pr-3">{match.quantity}</td>
                        <td className="py-2 pr-3">{formatPrice(match.product.price)}</td>
                        <td className="py-2">
                          {match.product.stock_quantity > 0
                            ? match.product.stock_quantity
                            : strings.outOfStock}
                        </td>
                      </>
                    ) : (
                      <>
                        <td className="py-2 pr-3 font-semibold text-red-700">{strings.unknown}</td>
                        <td className="py-2 pr-3">{match.quantity}</td>
                        <td className="py-2 pr-3" />
                        <td className="py-2" />
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button
            variant="primary"
            className="mt-4"
            disabled={matchLines.isPending || !checked.matches.some((match) => match.status === 'matched')}
            busy={adding}
            busyLabel={strings.adding}
            onClick={() => add.mutate(checked.lines)}
          >
            {strings.addAll}
          </Button>
        </section>
      ) : null}
    </>
  );
}
