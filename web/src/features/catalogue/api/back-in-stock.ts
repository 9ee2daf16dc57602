/** POST /api/products/{id}/back-in-stock: one e-mail to this address when the product is back. */
import { api } from '@web/lib/api-client';

export const subscribeBackInStock = (productId: string, email: string) =>
  api.post<{ subscribed: true; email: string }>(`/products/${encodeURIComponent(productId)}/back-in-stock`, {
    body: { email },
  });
