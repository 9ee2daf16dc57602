/**
 * Add Product / Edit Product: every field of the admin product, checked by the schema the API
 * applies too. Numbers stay text while typed and are parsed by the shared rules (invalid price or
 * stock becomes 0, invalid threshold 10); slug and markup are shown derived. Each missing required
 * field is named under itself, and its message goes once it is filled in.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Wand2, X } from 'lucide-react';
import { useState } from 'react';
import {
  addFeature,
  parsePrice,
  productFormSchema,
  toSpecificationRows,
  type AdminProduct,
  type ProductForm,
  type SpecificationRow,
} from '@core/admin/product-form';
import { getMarkupPercentage } from '@core/catalogue/pricing';
import { generateSku } from '@core/catalogue/sku';
import { slugify } from '@core/catalogue/slug';
import { ADMIN } from '@core/admin/admin-limits';
import { STOCK } from '@core/catalogue/stock-limits';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { useCatalogueOptions } from '@web/lib/catalogue-options';
import { adminMessages, adminStrings } from '../admin-strings';
import { adminKeys, getAdminProduct, saveProduct } from '../api/admin-products';
import { Button, buttonClass } from '@web/components/ui/button';
import {
  Form,
  FormCheckbox,
  FormField,
  FormRootError,
  FormSubmit,
  FormTextAreaField,
  FormTextField,
  useShownField,
  useZodForm,
} from '@web/components/ui/form';
import { useFormState } from 'react-hook-form';
import { listProductTypes } from '@core/catalogue/product-type';
import { inputClass } from '@web/components/ui/form-field';
import { ImageUploader } from './image-uploader';
import { ProductHistoryPanel } from './product-history-panel';

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
  product_type: string;
  is_active: boolean;
  is_featured: boolean;
  images: string[];
  features: string[];
  specifications: SpecificationRow[];
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
  product_type: '',
  is_active: true,
  is_featured: false,
  images: [],
  features: [],
  specifications: [],
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
    product_type: product.product_type ?? '',
    is_active: product.is_active,
    is_featured: product.is_featured,
    images: product.images,
    features: product.features,
    specifications: toSpecificationRows(product.specifications),
  };
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
  // The Brand and Category pickers need their options before they can show the product's own:
  // a select whose option is not there yet shows None, and stays so once the options arrive.
  const options = useCatalogueOptions();
  const { form: t } = adminStrings;
  const title = productId ? t.editTitle : t.addTitle;
  const ready = (!productId || existing.data) && (options.data || options.isError);

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
              stockEstimated={existing.data?.stock_estimated === true}
              onDone={onClose}
            />
          ) : (
            <p className="py-10 text-center text-slate-600">{adminStrings.loading}</p>
          )}
          {productId ? (
            <ProductHistoryPanel productId={productId} changedAt={existing.data?.updated_at} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProductForm({
  productId,
  initial,
  stockEstimated,
  onDone,
}: {
  productId?: string;
  initial: FormState;
  /** The stored quantity is the importer's default, not a count ("quantity unknown"). */
  stockEstimated: boolean;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const options = useCatalogueOptions();
  const form = useZodForm(productFormSchema, { defaultValues: initial });
  const { register, setValue, watch } = form;
  const [feature, setFeature] = useState('');
  const { form: t } = adminStrings;
  const failedTitle = productId ? adminMessages.updateProductFailed : adminMessages.createProductFailed;
  const [name, costPrice, sellingPrice, features, images, specifications] = watch([
    'name',
    'cost_price',
    'selling_price',
    'features',
    'images',
    'specifications',
  ]);
  const markup = getMarkupPercentage(parsePrice(costPrice), parsePrice(sellingPrice));
  // Once the form was submitted, a value set by a button is checked at once, like a typed one.
  const set = (
    field: 'sku' | 'features' | 'images' | 'specifications',
    value: string | string[] | SpecificationRow[],
  ) => setValue(field, value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  const specRows = Array.isArray(specifications) ? specifications : [];

  const keepFeature = () => {
    set('features', addFeature(features ?? [], feature));
    setFeature('');
  };

  const save = async (values: ProductForm) => {
    try {
      await saveProduct(productId, values);
    } catch (failure) {
      showFailure(failedTitle, failure);
      throw failure;
    }
    showToast({
      title: adminStrings.success,
      description: productId ? adminMessages.productUpdated : adminMessages.productCreated,
    });
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    onDone();
  };

  const numberProps = (step: number | string) => ({
    type: 'number',
    inputMode: 'decimal' as const,
    step,
    min: 0,
  });

  return (
    <Form
      form={form}
      onSubmit={save}
      describeError={(failure) => (failure instanceof Error ? failure.message : failedTitle)}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormTextField name="name" label={t.name} required />
        <p className="mt-1 text-xs text-slate-600">
          {t.slug}: <span className="font-mono">{slugify(name ?? '') || '-'}</span>
        </p>
      </div>
      <FormField name="sku" label={t.sku}>
        {(id, aria) => (
          <div className="flex gap-2">
            <input id={id} required className={inputClass} {...aria} {...register('sku')} />
            <Button
              aria-label={t.generateSku}
              title={t.generateSku}
              onClick={() => set('sku', generateSku())}
            >
              <Wand2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        )}
      </FormField>
      <FormTextField name="part_number" label={t.partNumber} />
      <FormTextField name="selling_price" label={t.sellingPrice} required {...numberProps(ADMIN.priceStep)} />
      <FormTextField name="base_price" label={t.basePrice} {...numberProps(ADMIN.priceStep)} />
      <FormTextField name="cost_price" label={t.costPrice} {...numberProps(ADMIN.priceStep)} />
      <p className="self-end pb-2 text-sm text-slate-700">
        {t.markup}:{' '}
        <span className="font-semibold">{markup === null ? t.noMarkup : `${markup.toFixed(1)}%`}</span>
      </p>
      <div>
        <FormTextField name="stock_quantity" label={t.stockQuantity} required {...numberProps(1)} />
        {stockEstimated ? (
          <p className="mt-1 text-xs text-amber-900">
            <span className="font-semibold">{t.quantityUnknown}.</span> {t.quantityUnknownHint}
          </p>
        ) : null}
      </div>
      <FormTextField name="low_stock_threshold" label={t.lowStockThreshold} {...numberProps(1)} />
      <FormField name="brand_id" label={t.brand}>
        {(id, aria) => (
          <select id={id} className={inputClass} {...aria} {...register('brand_id')}>
            <option value="">{t.none}</option>
            {options.data?.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="category_id" label={t.category}>
        {(id, aria) => (
          <select id={id} className={inputClass} {...aria} {...register('category_id')}>
            <option value="">{t.none}</option>
            {options.data?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="product_type" label={t.productType}>
        {(id, aria) => (
          <select id={id} className={inputClass} {...aria} {...register('product_type')}>
            <option value="">{t.productTypeAutomatic}</option>
            {listProductTypes().map((type) => (
              <option key={type} value={type}>
                {t.productTypeLabels[type] ?? type}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormTextField name="weight" label={t.weight} {...numberProps(0.01)} />
      <FormTextField name="warranty_info" label={t.warranty} />
      <div className="sm:col-span-2">
        <FormTextAreaField name="short_description" label={t.shortDescription} rows={2} />
      </div>
      <div className="sm:col-span-2">
        <FormTextAreaField name="description" label={t.longDescription} rows={4} />
      </div>
      <FormField name="features" label={t.features} className="sm:col-span-2">
        {(id, aria) => (
          <div className="grid gap-2">
            <div className="flex gap-2">
              <input
                id={id}
                className={inputClass}
                placeholder={t.featurePlaceholder}
                value={feature}
                {...aria}
                onChange={(event) => setFeature(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  keepFeature();
                }}
              />
              <Button onClick={keepFeature}>{t.addFeature}</Button>
            </div>
            <ul className="flex flex-wrap gap-2">
              {(features ?? []).map((item, index) => (
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
                        (features ?? []).filter((_, i) => i !== index),
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
      </FormField>
      <SpecificationsEditor rows={specRows} onChange={(next) => set('specifications', next)} />
      <div className="sm:col-span-2">
        <ImageUploader images={images ?? []} onChange={(next) => set('images', next)} />
      </div>
      <div className="flex gap-6 sm:col-span-2">
        <FormCheckbox name="is_active" label={t.active} />
        <FormCheckbox name="is_featured" label={t.featured} />
      </div>
      <FormRootError className="sm:col-span-2" />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Dialog.Close className={buttonClass()}>{t.cancel}</Dialog.Close>
        <FormSubmit busyLabel={t.saving}>{t.save}</FormSubmit>
      </div>
    </Form>
  );
}

/**
 * The product's specifications (shown on the product page as a name and value list): one row each,
 * added, edited and removed here. A row left blank is dropped on save.
 */
function SpecificationsEditor({
  rows,
  onChange,
}: {
  rows: SpecificationRow[];
  onChange: (rows: SpecificationRow[]) => void;
}) {
  const { form: t } = adminStrings;
  const { errors } = useFormState({ name: 'specifications' });
  useShownField('specifications');
  const rowError = (index: number) => {
    const list = errors.specifications as unknown as
      ({ key?: { message?: string } } | undefined)[] | undefined;
    return Array.isArray(list) ? list[index]?.key?.message : undefined;
  };
  const change = (index: number, patch: Partial<SpecificationRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">{t.specifications}</legend>
      <p className="text-xs text-slate-600">{t.specificationsHint}</p>
      {rows.map((row, index) => {
        const error = rowError(index);
        const errorId = `spec-${index}-error`;
        return (
          <div key={index} className="grid gap-1">
            <div className="flex gap-2">
              <input
                aria-label={t.specificationName(index + 1)}
                placeholder={t.specificationNamePlaceholder}
                className={inputClass}
                value={row.key}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => change(index, { key: event.target.value })}
              />
              <input
                aria-label={t.specificationValue(index + 1)}
                placeholder={t.specificationValuePlaceholder}
                className={inputClass}
                value={row.value}
                onChange={(event) => change(index, { value: event.target.value })}
              />
              <Button
                aria-label={t.removeSpecification(row.key || String(index + 1))}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
            {error ? (
              <p id={errorId} className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div>
        <Button
          disabled={rows.length >= ADMIN.maxSpecifications}
          onClick={() => onChange([...rows, { key: '', value: '' }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.addSpecification}
        </Button>
      </div>
    </fieldset>
  );
}
