/** "Order again" on one of the customer's past orders: its lines go into the cart at today's prices and stock. */
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { showFailure } from '@web/lib/failure-toast';
import { orderAgain } from '../api/quick-order';
import { quickOrderStrings as strings } from '../quick-order-strings';
import { useShowAddedCart } from './quick-order-page';

export function OrderAgainButton({ orderNumber }: { orderNumber: string }) {
  const showAddedCart = useShowAddedCart();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      showAddedCart(await orderAgain(orderNumber));
    } catch (error) {
      showFailure(strings.orderAgainFailed, error);
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      disabled={busy}
      aria-label={strings.orderAgainLabel(orderNumber)}
      onClick={() => void run()}
    >
      {busy ? strings.adding : strings.orderAgain}
    </Button>
  );
}
