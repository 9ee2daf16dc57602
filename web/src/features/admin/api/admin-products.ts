/** The admin product, inventory and dashboard calls, with their query options and hooks. */
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type {
  AdminProductOrder,
  AdminProductRow,
  InventoryFilter,
  InventoryStats,
} from '@core/admin/inventory';
import type { AdminProduct, ProductFormInput } from '@core/admin/product-form';
import type { ImageUploadTicket } from '@core/admin/image-upload';
import { authedApi } from '@web/lib/auth/authed-api';

export interface AdminProductPage {
  products: AdminProductRow[];
  total: number;
  limit: number;
  offset: number;
}

export interface AdminProductQuery {
  search: string;
  status: InventoryFilter;
  offset: number;
  limit?: number;
  order?: AdminProductOrder;
}

/** Every admin query key starts here, so a change can refresh them all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  products: (query: AdminProductQuery) => ['admin', 'products', query] as const,
  product: (id: string) => ['admin', 'product', id] as const,
};

function toSearchParams(query: AdminProductQuery): string {
  const params = new URLSearchParams({ status: query.status, offset: String(query.offset) });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.limit) params.set('limit', String(query.limit));
  if (query.order) params.set('order', query.order);
  return params.toString();
}

export const getDashboardStats = () => authedApi.get<InventoryStats>('/admin/stats');
export const getAdminProducts = (query: AdminProductQuery) =>
  authedApi.get<AdminProductPage>(`/admin/products?${toSearchParams(query)}`);
export const getAdminProduct = async (id: string) =>
  (await authedApi.get<{ product: AdminProduct }>(`/admin/products/${encodeURIComponent(id)}`)).product;

export const saveProduct = async (id: string | undefined, form: ProductFormInput) =>
  (
    await (id
      ? authedApi.put<{ product: AdminProduct }>(`/admin/products/${encodeURIComponent(id)}`, { body: form })
      : authedApi.post<{ product: AdminProduct }>('/admin/products', { body: form }))
  ).product;
export const deleteProduct = (id: string) =>
  authedApi.delete<void>(`/admin/products/${encodeURIComponent(id)}`);
export const adjustStock = (id: string, delta: number) =>
  authedApi.post<{ id: string; stock_quantity: number }>(`/admin/products/${encodeURIComponent(id)}/stock`, {
    body: { delta },
  });

/**
 * Uploads one image straight to the images bucket: a presigned POST from the API, then the file as
 * multipart form data. Returns the public URL the product stores.
 */
export async function uploadProductImage(file: File): Promise<string> {
  const ticket = await authedApi.post<ImageUploadTicket>('/admin/images', {
    body: { content_type: file.type, size: file.size, file_name: file.name },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Upload refused (${response.status})`);
  return ticket.public_url;
}

export const dashboardStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: getDashboardStats });
export const adminProductsQuery = (query: AdminProductQuery) =>
  queryOptions({
    queryKey: adminKeys.products(query),
    queryFn: () => getAdminProducts(query),
    placeholderData: keepPreviousData,
  });

export const useDashboardStats = () => useQuery(dashboardStatsQuery());
export const useAdminProducts = (query: AdminProductQuery) => useQuery(adminProductsQuery(query));
