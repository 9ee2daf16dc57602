/** "Order again" on one of the customer's past orders: its lines go into the cart at today's prices and stock. */
import { useMutation } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { showFailure } from '@web/lib/failure-toast';
import { orderAgain } from '../api/quick-order';
import { useShowAddedCart } from '../hooks/use-show-added-cart';
import { quickOrderStrings as strings } from '../quick-order-strings';

export function OrderAgainButton({ orderNumber }: { orderNumber: string }) {
  const showAddedCart = useShowAddedCart();
  const add = useMutation({
    mutationFn: () => orderAgain(orderNumber),
    onSuccess: showAddedCart,
    onError: (error) => showFailure(strings.orderAgainFailed, error),
  });
  // Still busy once added: the page is on its way to the cart.
  const busy = add.isPending || add.isSuccess;
  return (
    <Button
      size="sm"
      disabled={busy}
      aria-label={strings.orderAgainLabel(orderNumber)}
      onClick={() => add.mutate()}
    >
      {busy ? strings.adding : strings.orderAgain}
    </Button>
  );
}
