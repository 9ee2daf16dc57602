/**
 * The company's price list on staff's company screen: a select of staff's lists (empty: list prices),
 * used in the approve form and in the account's "Change price list" form.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { usePriceLists } from '../api/business';
import { businessStrings } from '../business-strings';

const words = businessStrings.admin;

/**
 * `field`: the select's registration with a kit form (its name, ref and handlers), which then keeps
 * its value; without it, a plain select named price_list_id showing `current`.
 */
export function PriceListSelect({
  current,
  field,
}: {
  current?: string | null;
  field?: UseFormRegisterReturn;
}) {
  const lists = usePriceLists();
  return (
    <label className="block">
      <span className="font-medium">{words.priceList}</span>
      {/* Keyed on the lists so the company's current list is selected once they have loaded. */}
      <select
        key={lists.data?.length ?? 0}
        name="price_list_id"
        {...(field ?? { defaultValue: current ?? '' })}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
      >
        <option value="">{words.noPriceList}</option>
        {(lists.data ?? []).map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The name of the company's list, or "None (list prices)". */
export function usePriceListName(priceListId: string | null | undefined): string {
  const lists = usePriceLists();
  if (!priceListId) return words.noPriceList;
  return lists.data?.find((list) => list.id === priceListId)?.name ?? words.loadingPriceList;
}
