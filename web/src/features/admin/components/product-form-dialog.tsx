/**
 * Add Product / Edit Product: every field of the admin product (spec section 3) with the rules of
 * spec section 5. Numbers stay text while typed and are parsed by the shared rules the API applies
 * too (invalid price or stock becomes 0, invalid threshold 10); slug and markup are shown derived.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Wand2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  addFeature,
  parsePrice,
  productFormSchema,
  type AdminProduct,
  type ProductFormInput,
} from '@core/admin/product-form';
import { getMarkupPercentage } from '@core/catalogue/pricing';
import { generateSku } from '@core/catalogue/sku';
import { slugify } from '@core/catalogue/slug';
import { ADMIN, STOCK } from '@core/constants';
import { showToast } from '@web/lib/toast';
import { adminMessages, adminStrings } from '../admin-strings';
import { adminKeys, getAdminProduct, saveProduct, useCatalogueOptions } from '../api/admin-products';
import { Button, buttonClass } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/form-field';
import { showFailure } from './admin-ui';
import { ImageUploader } from './image-uploader';

interface FormState {
  name: string;
  sku: string;
  part_number: string;
  short_description: string;
  description: string;
  warranty_info: string;
  selling_price: string;
  base_price: string;
  cost_price: string;
  stock_quantity: string;
  low_stock_threshold: string;
  weight: string;
  brand_id: string;
  category_id: string;
  is_active: boolean;
  is_featured: boolean;
  images: string[];
  features: string[];
}

const EMPTY: FormState = {
  name: '',
  sku: '',
  part_number: '',
  short_description: '',
  description: '',
  warranty_info: '',
  selling_price: '',
  base_price: '',
  cost_price: '',
  stock_quantity: '',
  low_stock_threshold: String(STOCK.defaultLowStockThreshold),
  weight: '',
  brand_id: '',
  category_id: '',
  is_active: true,
  is_featured: false,
  images: [],
  features: [],
};

function toFormState(product: AdminProduct): FormState {
  return {
    name: product.name,
    sku: product.sku,
    part_number: product.part_number,
    short_description: product.short_description,
    description: product.description,
    warranty_info: product.warranty_info,
    selling_price: String(product.selling_price),
    base_price: String(product.base_price),
    cost_price: String(product.cost_price),
    stock_quantity: String(product.stock_quantity),
    low_stock_threshold: String(product.low_stock_threshold),
    weight: product.weight === undefined ? '' : String(product.weight),
    brand_id: product.brand_id ?? '',
    category_id: product.category_id ?? '',
    is_active: product.is_active,
    is_featured: product.is_featured,
    images: product.images,
    features: product.features,
  };
}

function toInput(state: FormState): ProductFormInput {
  return { ...state, brand_id: state.brand_id || null, category_id: state.category_id || null };
}

function Labelled({
  label,
  children,
  wide,
}: {
  label: string;
  children: (id: string) => ReactNode;
  wide?: boolean;
}) {
  const id = `product-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface ProductFormDialogProps {
  productId?: string;
  onClose: () => void;
}

export function ProductFormDialog({ productId, onClose }: ProductFormDialogProps) {
  const existing = useQuery({
    queryKey: adminKeys.product(productId ?? ''),
    queryFn: () => getAdminProduct(productId!),
    enabled: Boolean(productId),
    staleTime: 0,
  });
  const { form: t } = adminStrings;
  const title = productId ? t.editTitle : t.addTitle;
  const ready = !productId || existing.data;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close aria-label={t.close} className="rounded-md p-1 text-slate-600 hover:bg-slate-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t.description}</Dialog.Description>
          {ready ? (
            <ProductForm
              productId={productId}
              initial={existing.data ? toFormState(existing.data) : EMPTY}
              onDone={onClose}
            />
          ) : (
            <p className="py-10 text-center text-slate-600">{adminStrings.loading}</p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProductForm({
  productId,
  initial,
  onDone,
}: {
  productId?: string;
  initial: FormState;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const options = useCatalogueOptions();
  const [state, setState] = useState<FormState>(initial);
  const [feature, setFeature] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const { form: t } = adminStrings;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));
  const failedTitle = productId ? adminMessages.updateProductFailed : adminMessages.createProductFailed;

  const markup = getMarkupPercentage(parsePrice(state.base_price), parsePrice(state.selling_price));

  const submit = async () => {
    const parsed = productFormSchema.safeParse(toInput(state));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await saveProduct(productId, toInput(state));
      showToast({
        title: adminStrings.success,
        description: productId ? adminMessages.productUpdated : adminMessages.productCreated,
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onDone();
    } catch (failure) {
      showFailure(failedTitle, failure);
      setError(failure instanceof Error ? failure.message : failedTitle);
    } finally {
      setSaving(false);
    }
  };

  const text = (key: keyof FormState, label: string, props: Record<string, unknown> = {}, wide = false) => (
    <Labelled label={label} wide={wide}>
      {(id) => (
        <input
          id={id}
          className={inputClass}
          value={state[key] as string}
          onChange={(event) => set(key, event.target.value as never)}
          {...props}
        />
      )}
    </Labelled>
  );

  return (
    <form
      noValidate
      className="mt-4 grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {text('name', t.name, { required: true }, true)}
      <p className="text-xs text-slate-600 sm:col-span-2">
        {t.slug}: <span className="font-mono">{slugify(state.name) || '-'}</span>
      </p>
      <Labelled label={t.sku}>
        {(id) => (
          <div className="flex gap-2">
            <input
              id={id}
              required
              className={inputClass}
              value={state.sku}
              onChange={(e) => set('sku', e.target.value)}
            />
            <Button
              aria-label={t.generateSku}
              title={t.generateSku}
              onClick={() => set('sku', generateSku())}
            >
              <Wand2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        )}
      </Labelled>
      {text('part_number', t.partNumber)}
      {text('selling_price', t.sellingPrice, {
        type: 'number',
        step: ADMIN.priceStep,
        min: 0,
        required: true,
      })}
      {text('base_price', t.basePrice, { type: 'number', step: ADMIN.priceStep, min: 0 })}
      {text('cost_price', t.costPrice, { type: 'number', step: ADMIN.priceStep, min: 0 })}
      <p className="self-end pb-2 text-sm text-slate-700">
        {t.markup}: <span className="font-semibold">{markup.toFixed(1)}%</span>
      </p>
      {text('stock_quantity', t.stockQuantity, { type: 'number', step: 1, min: 0, required: true })}
      {text('low_stock_threshold', t.lowStockThreshold, { type: 'number', step: 1, min: 0 })}
      <Labelled label={t.brand}>
        {(id) => (
          <select
            id={id}
            className={inputClass}
            value={state.brand_id}
            onChange={(e) => set('brand_id', e.target.value)}
          >
            <option value="">{t.none}</option>
            {options.data?.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t.category}>
        {(id) => (
          <select
            id={id}
            className={inputClass}
            value={state.category_id}
            onChange={(e) => set('category_id', e.target.value)}
          >
            <option value="">{t.none}</option>
            {options.data?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      {text('weight', t.weight, { type: 'number', step: 0.01, min: 0 })}
      {text('warranty_info', t.warranty)}
      <Labelled label={t.shortDescription} wide>
        {(id) => (
          <textarea
            id={id}
            rows={2}
            className={`${inputClass} h-auto py-2`}
            value={state.short_description}
            onChange={(e) => set('short_description', e.target.value)}
          />
        )}
      </Labelled>
      <Labelled label={t.longDescription} wide>
        {(id) => (
          <textarea
            id={id}
            rows={4}
            className={`${inputClass} h-auto py-2`}
            value={state.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Labelled>
      <Labelled label={t.features} wide>
        {(id) => (
          <div className="grid gap-2">
            <div className="flex gap-2">
              <input
                id={id}
                className={inputClass}
                placeholder={t.featurePlaceholder}
                value={feature}
                onChange={(e) => setFeature(e.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  set('features', addFeature(state.features, feature));
                  setFeature('');
                }}
              />
              <Button
                onClick={() => {
                  set('features', addFeature(state.features, feature));
                  setFeature('');
                }}
              >
                {t.addFeature}
              </Button>
            </div>
            <ul className="flex flex-wrap gap-2">
              {state.features.map((item, index) => (
                <li
                  key={`${item}-${index}`}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm"
                >
                  {item}
                  <button
                    type="button"
                    aria-label={t.removeFeature(item)}
                    onClick={() =>
                      set(
                        'features',
                        state.features.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Labelled>
      <div className="sm:col-span-2">
        <ImageUploader images={state.images} onChange={(images) => set('images', images)} />
      </div>
      <div className="flex gap-6 sm:col-span-2">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={state.is_active}
            onChange={(e) => set('is_active', e.target.checked)}
          />
          {t.active}
        </label>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={state.is_featured}
            onChange={(e) => set('is_featured', e.target.checked)}
          />
          {t.featured}
        </label>
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
        >
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Dialog.Close className={buttonClass()}>{t.cancel}</Dialog.Close>
        <button type="submit" className={buttonClass({ variant: 'primary' })} disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
