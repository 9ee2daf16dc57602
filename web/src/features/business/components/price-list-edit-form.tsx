/**
 * "Edit list" on a price list's page: its name, its days (Valid to empty: no end) and its percentage
 * rules, one row each (Brand or Category, which one by name, percent off), on the form kit with
 * core's schema, so the screen refuses what the server would. Saving PUTs the header (the entries
 * stay), says so in a toast naming the list, and refreshes the page's list from the server.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { priceListInputSchema, type PriceListInput } from '@core/pricing/price-list-schemas';
import type { PercentRule, PriceList } from '@core/pricing/price-lists';
import { Button } from '@web/components/ui/button';
import {
  Form,
  FormField,
  FormRootError,
  FormSubmit,
  FormTextField,
  useZodForm,
} from '@web/components/ui/form';
import { inputClass } from '@web/components/ui/form-field';
import type { CatalogueOption } from '@web/lib/catalogue-options';
import { showToast } from '@web/lib/toast';
import { priceListQueryOptions, updatePriceList } from '../api/price-lists';
import { priceListStrings } from '../price-list-strings';
import { PriceListDaysFields } from './price-list-days-fields';
import { showNamedFieldError } from './price-list-field-error';

const words = priceListStrings;

/** The shop's brands and categories, each kind's options by name. */
export type RuleOptions = Record<PercentRule['kind'], CatalogueOption[]>;

type EditForm = UseFormReturn<z.input<typeof priceListInputSchema>, unknown, PriceListInput>;

/**
 * A new row's percentage: none typed yet. Left undefined, the box starts empty and the form reads it
 * from the box (NaN, which the schema answers "Percent off must be a number."); a number would show
 * in it.
 */
const NOT_TYPED: unknown = undefined;

/** An empty box is NaN, which the schema answers "Percent off must be a number." */
const toPercent = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;

export function PriceListEditForm({ list, options }: { list: PriceList; options: RuleOptions }) {
  const queryClient = useQueryClient();
  const form = useZodForm(priceListInputSchema, {
    defaultValues: {
      name: list.name,
      valid_from: list.valid_from,
      valid_to: list.valid_to,
      rules: list.rules.map((rule) => ({ ...rule })),
    },
  });
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const save = async (values: PriceListInput) => {
    try {
      const saved = await updatePriceList(list.id, values);
      showToast({ title: words.edit.saved, description: words.edit.savedNamed(saved.name) });
      await queryClient.invalidateQueries({ queryKey: priceListQueryOptions(list.id).queryKey });
    } catch (error) {
      showNamedFieldError(error, form.setError);
    }
  };
  return (
    <section
      aria-labelledby="edit-list-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="edit-list-heading" className="text-lg font-semibold text-slate-900">
        {words.edit.heading}
      </h2>
      <Form form={form} onSubmit={save} className="mt-3 grid gap-4">
        <FormTextField name="name" label={words.create.name} className="max-w-xl" required />
        <PriceListDaysFields className="grid max-w-xl gap-4 sm:grid-cols-2" />
        <div>
          <h3 className="text-base font-semibold text-slate-900">{words.edit.rules}</h3>
          {rules.fields.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{words.edit.noRules}</p>
          ) : null}
          <div className="mt-2 space-y-3">
            {rules.fields.map((field, index) => (
              <RuleRow
                key={field.id}
                index={index}
                options={options}
                onRemove={() => rules.remove(index)}
                form={form}
              />
            ))}
          </div>
          <Button
            className="mt-3"
            onClick={() => rules.append({ kind: 'category', id: '', percent_off: NOT_TYPED as number })}
          >
            {words.edit.addRule}
          </Button>
        </div>
        <FormRootError />
        <FormSubmit className="sm:justify-self-start" busyLabel={words.edit.submitting}>
          {words.edit.submit}
        </FormSubmit>
      </Form>
    </section>
  );
}

function RuleRow({
  index,
  options,
  onRemove,
  form,
}: {
  index: number;
  options: RuleOptions;
  onRemove: () => void;
  form: EditForm;
}) {
  // Undefined only for the moment between adding a row and its select registering.
  const kind = useWatch({ control: form.control, name: `rules.${index}.kind` }) ?? 'category';
  const chosen = useWatch({ control: form.control, name: `rules.${index}.id` });
  const known = options[kind];
  // A rule naming a brand or category no longer in the shop keeps its id rather than losing it.
  const choices =
    chosen && !known.some((option) => option.id === chosen)
      ? [...known, { id: chosen, name: chosen }]
      : known;
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_8rem_auto] sm:items-start">
      <legend className="px-1 text-sm font-medium text-slate-700">{words.edit.rule(index)}</legend>
      <FormField name={`rules.${index}.kind`} label={words.edit.kind}>
        {(id, aria) => (
          <select
            id={id}
            className={inputClass}
            {...aria}
            {...form.register(`rules.${index}.kind`, {
              // Another kind: the brand or category chosen before is not one of its options.
              onChange: () => form.setValue(`rules.${index}.id`, ''),
            })}
          >
            <option value="category">{words.edit.kinds.category}</option>
            <option value="brand">{words.edit.kinds.brand}</option>
          </select>
        )}
      </FormField>
      <FormField name={`rules.${index}.id`} label={words.edit.kinds[kind]}>
        {(id, aria) => (
          <select id={id} className={inputClass} {...aria} {...form.register(`rules.${index}.id`)}>
            <option value="">{words.edit.choose[kind]}</option>
            {choices.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name={`rules.${index}.percent_off`} label={words.edit.percentOff}>
        {(id, aria) => (
          <input
            id={id}
            inputMode="decimal"
            className={inputClass}
            {...aria}
            {...form.register(`rules.${index}.percent_off`, { setValueAs: toPercent })}
          />
        )}
      </FormField>
      <Button aria-label={words.edit.removeRule(index)} className="sm:mt-6" onClick={onRemove}>
        {words.edit.remove}
      </Button>
    </fieldset>
  );
}
