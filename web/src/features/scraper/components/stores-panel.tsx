/** The stores the import tool has read: the currency of each and its sync schedule. */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SOURCE_CURRENCIES, type SourceCurrency } from '@core/pricing/pricing-rules';
import type { ImportStore } from '@core/scraper/import-store';
import { inputClass } from '@web/components/ui/form-field';
import { showToast } from '@web/lib/toast';
import { reviewKeys, saveStore, useImportStores } from '../api/review';
import { REVIEW_MESSAGES, reviewStrings } from '../review-strings';

const smallButtonClass =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

function StoreRow({ store }: { store: ImportStore }) {
  const queryClient = useQueryClient();
  const [currency, setCurrency] = useState<SourceCurrency>(store.currency);
  const [hours, setHours] = useState(store.syncIntervalHours === null ? '' : String(store.syncIntervalHours));
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await saveStore(store.id, { currency, syncIntervalHours: hours.trim() === '' ? null : hours.trim() });
      await queryClient.invalidateQueries({ queryKey: reviewKeys.stores });
      showToast({ title: reviewStrings.storesTitle, description: REVIEW_MESSAGES.storeSaved });
    } catch (error) {
      showToast({
        title: reviewStrings.saveFailed,
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className="py-3">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <div className="min-w-0 flex-1 basis-full text-sm sm:basis-auto">
          <div className="truncate font-medium text-slate-900">{store.origin}</div>
          <div className="text-xs text-slate-600">
            {store.nextSyncAt
              ? reviewStrings.nextSync(new Date(store.nextSyncAt).toLocaleString('en-JM'))
              : ''}
          </div>
        </div>
        <label className="text-sm text-slate-700">
          {reviewStrings.currency}
          <select
            className={`${inputClass} mt-1 w-44`}
            value={currency}
            onChange={(e) => setCurrency(e.target.value as SourceCurrency)}
          >
            {SOURCE_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {reviewStrings.currencies[code]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          {reviewStrings.schedule} <span className="text-slate-600">{reviewStrings.scheduleHint}</span>
          <input
            type="number"
            inputMode="numeric"
            className={`${inputClass} mt-1 w-28`}
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        </label>
        <button type="submit" className={smallButtonClass} disabled={saving}>
          {reviewStrings.saveStore}
        </button>
      </form>
    </li>
  );
}

export function StoresPanel() {
  const stores = useImportStores();
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="stores-heading"
    >
      <h2 id="stores-heading" className="text-lg font-semibold text-slate-900">
        {reviewStrings.storesTitle}
      </h2>
      <p className="mb-2 text-sm text-slate-700">{reviewStrings.storesIntro}</p>
      {stores.data?.stores.length === 0 ? (
        <p className="text-sm text-slate-600">{reviewStrings.noStores}</p>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {stores.data?.stores.map((store) => (
          <StoreRow key={store.id} store={store} />
        ))}
      </ul>
    </section>
  );
}
