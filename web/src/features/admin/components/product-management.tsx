/** Product Management: search by name or SKU, the product table (server-paged), add, edit and delete. */
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import type { AdminProductRow } from '@core/admin/inventory';
import { formatPrice } from '@web/lib/format';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { adminMessages, adminStrings } from '../admin-strings';
import { adminKeys, deleteProduct, useAdminProducts } from '../api/admin-products';
import { Button, buttonClass } from '@web/components/ui/button';
import { Badge, AdminConfirmDialog, DataTable, Pager, SearchBox, tdClass } from './admin-ui';
import { StockBadge } from '@web/components/ui/stock-badge';
import { ProductFormDialog } from './product-form-dialog';

export function ProductManagement() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<{ id?: string } | undefined>();
  const [deleting, setDeleting] = useState<AdminProductRow | undefined>();
  const query = { search: deferredSearch, status: 'all' as const, offset };
  const products = useAdminProducts(query);
  const { products: t } = adminStrings;

  useEffect(() => {
    if (products.isError) showFailure(adminMessages.fetchProductsFailed, products.error);
  }, [products.isError, products.error]);

  const remove = async (product: AdminProductRow) => {
    try {
      await deleteProduct(product.id);
      showToast({ title: adminStrings.success, description: adminMessages.productDeleted });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      showFailure(adminMessages.deleteProductFailed, error);
    }
  };

  const page = products.data;
  return (
    <section aria-label={adminStrings.tabs.products}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SearchBox
          label={t.search}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
          width="max-w-md"
        />
        <button
          type="button"
          className={`${buttonClass({ variant: 'primary' })} ml-auto`}
          onClick={() => setEditing({})}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.add}
        </button>
      </div>
      <DataTable
        columns={t.columns}
        empty={
          <>
            {page && page.products.length === 0 ? (
              <p className="p-6 text-center text-slate-600">{t.empty}</p>
            ) : null}
            {!page && products.isLoading ? (
              <p className="p-6 text-center text-slate-600">{adminStrings.loading}</p>
            ) : null}
          </>
        }
      >
        {page?.products.map((product) => (
          <tr key={product.id}>
            <td className={tdClass}>
              <div className="font-medium text-slate-900">{product.name}</div>
              <div className="text-xs text-slate-600">
                {product.brand_name ?? t.noBrand} · {product.category_name ?? t.noCategory}
              </div>
            </td>
            <td className={`${tdClass} font-mono text-xs`}>{product.sku}</td>
            <td className={tdClass}>{formatPrice(product.selling_price)}</td>
            <td className={tdClass}>
              <div className="flex items-center gap-2">
                <span>{product.stock_quantity}</span>
                <StockBadge status={product.stock_status} />
              </div>
            </td>
            <td className={tdClass}>
              <div className="flex flex-wrap gap-1">
                <Badge tone={product.is_active ? 'green' : 'slate'}>
                  {product.is_active ? t.active : t.inactive}
                </Badge>
                {product.is_featured ? <Badge tone="blue">{t.featured}</Badge> : null}
              </div>
            </td>
            <td className={tdClass}>
              <div className="flex gap-1">
                <Button aria-label={t.edit(product.name)} onClick={() => setEditing({ id: product.id })}>
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button aria-label={t.delete(product.name)} onClick={() => setDeleting(product)}>
                  <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} onChange={setOffset} />
      {editing ? <ProductFormDialog productId={editing.id} onClose={() => setEditing(undefined)} /> : null}
      <AdminConfirmDialog
        open={deleting !== undefined}
        title={t.deleteTitle(deleting?.name ?? '', deleting?.sku ?? '')}
        description={adminMessages.deleteProductConfirm}
        confirmLabel={adminStrings.confirm.delete}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </section>
  );
}
