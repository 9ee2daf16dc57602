/** After quick order or "Order again": the cart the server answered, what was left out, then the cart page. */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CartView } from '@core/cart/cart';
import { paths } from '@web/config/paths';
import { showToast } from '@web/lib/toast';
import { cartQueryKey, getCartOwner } from '../api/cart';
import { quickOrderStrings as strings } from '../quick-order-strings';

export function useShowAddedCart() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return ({ notice, ...cart }: CartView) => {
    queryClient.setQueryData(cartQueryKey(getCartOwner()), cart);
    if (notice) showToast({ title: strings.notAllAdded, description: notice });
    navigate(paths.cart.getHref());
  };
}
