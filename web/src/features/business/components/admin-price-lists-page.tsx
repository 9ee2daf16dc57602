/**
 * /admin/price-lists: staff's price lists (name, days) and the "New price list" form (name and
 * days; percentage rules may be left empty), on the form kit with core's schema. A server answer
 * naming a field shows under that field; creating opens the new list's page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { priceListInputSchema, type PriceListInput } from '@core/pricing/price-list-schemas';
import { paths } from '@web/config/paths';
import { Form, FormRootError, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { priceListsQueryOptions, usePriceLists } from '../api/business';
import { createPriceList } from '../api/price-lists';
import { priceListStrings } from '../price-list-strings';
import { PriceListDaysFields } from './price-list-days-fields';
import { showNamedFieldError } from './price-list-field-error';
import type { StaffFrame } from './staff-frame';

const words = priceListStrings;

export function AdminPriceListsPage({ renderHeader }: StaffFrame) {
  const lists = usePriceLists();
  return (
    <>
      {renderHeader(words.heading)}
      <main className="mx-auto max-w-5xl px-4 py-8">
        {lists.isPending ? <p className="mt-4 text-slate-700">{words.loading}</p> : null}
        {lists.data?.length === 0 ? <p className="mt-4 text-slate-700">{words.none}</p> : null}
        <ul className="mt-4 divide-y divide-slate-200">
          {(lists.data ?? []).map((list) => (
            <li key={list.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <Link
                to={paths.admin.priceList.getHref(list.id)}
                className="font-medium text-brand-700 underline"
              >
                {list.name}
              </Link>
              <span className="text-sm text-slate-700">{words.validity(list.valid_from, list.valid_to)}</span>
            </li>
          ))}
        </ul>
        <NewPriceListForm />
      </main>
    </>
  );
}

function NewPriceListForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useZodForm(priceListInputSchema, {
    defaultValues: { name: '', valid_from: '', valid_to: null, rules: [] },
  });
  const create = async (values: PriceListInput) => {
    try {
      const list = await createPriceList(values);
      await queryClient.invalidateQueries({ queryKey: priceListsQueryOptions().queryKey });
      void navigate(paths.admin.priceList.getHref(list.id));
    } catch (error) {
      showNamedFieldError(error, form.setError);
    }
  };
  return (
    <section
      aria-labelledby="new-price-list"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="new-price-list" className="text-lg font-semibold text-slate-900">
        {words.create.heading}
      </h2>
      <Form form={form} onSubmit={create} className="mt-3 grid max-w-xl gap-4">
        <FormTextField name="name" label={words.create.name} required />
        <PriceListDaysFields className="grid gap-4 sm:grid-cols-2" />
        <FormRootError />
        <FormSubmit className="sm:justify-self-start" busyLabel={words.create.submitting}>
          {words.create.submit}
        </FormSubmit>
      </Form>
    </section>
  );
}
