/**
 * The page a quote e-mail links to: the quoted lines at today's stored prices and the totals the
 * server computed, and "Add to cart and check out", which puts exactly these lines in the shopper's
 * cart (through the cart's rules) and opens the checkout.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '@web/components/ui/button';
import { OrderSummaryLines } from '@web/components/ui/order-summary-lines';
import { paths } from '@web/config/paths';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { cartQueryKey, getCartOwner } from '../api/cart';
import { addQuoteToCart, quoteQueryOptions } from '../api/quote';
import { quoteStrings as strings } from '../quote-strings';

export function QuotePage({ id, token }: { id: string; token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quote = useQuery(quoteQueryOptions(id, token));
  const add = useMutation({
    mutationFn: () => addQuoteToCart(id, token),
    onSuccess: ({ notice, ...cart }) => {
      queryClient.setQueryData(cartQueryKey(getCartOwner()), cart);
      if (notice) showToast({ title: strings.notice, description: notice });
      navigate(paths.cart.getHref('checkout'));
    },
    onError: (error) => showFailure(strings.addFailed, error),
  });
  // Still busy once added: the page is on its way to the checkout.
  const busy = add.isPending || add.isSuccess;

  if (!quote.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        {quote.isPending ? (
          <p className="text-slate-700">{strings.loading}</p>
        ) : (
          <>
            <h1 className="text-3xl font-bold text-slate-900">{strings.missingTitle}</h1>
            <p className="mt-3 text-slate-700">{strings.missingText}</p>
          </>
        )}
      </div>
    );
  }

  const { customer, lines, totals, status } = quote.data;
  const available = lines.filter((line) => line.available);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{strings.title}</h1>
      <p className="mt-2 text-slate-700">{strings.intro(customer.name, customer.company)}</p>
      <section aria-label={strings.title} className="mt-6 rounded-lg border border-slate-200 p-6">
        <OrderSummaryLines
          lines={available.map((line) => ({ ...line, id: line.product_id }))}
          totals={totals}
        />
        {lines
          .filter((line) => !line.available)
          .map((line) => (
            <p key={line.product_id} className="mt-2 text-sm text-amber-800">
              {strings.unavailable(line.name)}
            </p>
          ))}
      </section>
      <p className="mt-4 text-sm text-slate-600">{strings.pricesNote}</p>
      {status === 'accepted' ? <p className="mt-2 text-sm text-slate-600">{strings.accepted}</p> : null}
      <div className="mt-6 flex justify-end">
        <Button variant="primary" disabled={busy || available.length === 0} onClick={() => add.mutate()}>
          {busy ? strings.adding : strings.addToCart}
        </Button>
      </div>
    </div>
  );
}
