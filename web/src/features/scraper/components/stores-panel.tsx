/** The stores the import tool has read: the currency of each and its sync schedule. */
import { useState, type FormEvent } from 'react';
import { SOURCE_CURRENCIES, type SourceCurrency } from '@core/pricing/pricing-rules';
import type { ImportStore } from '@core/scraper/import-store';
import { Button } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/form-field';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { useImportStores, useSaveStore } from '../api/review';
import { REVIEW_MESSAGES, reviewStrings } from '../review-strings';

function StoreRow({ store }: { store: ImportStore }) {
  const [currency, setCurrency] = useState<SourceCurrency>(store.currency);
  const [hours, setHours] = useState(store.syncIntervalHours === null ? '' : String(store.syncIntervalHours));
  const save = useSaveStore(store.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { currency, syncIntervalHours: hours.trim() === '' ? null : hours.trim() },
      {
        onSuccess: () =>
          showToast({ title: reviewStrings.storesTitle, description: REVIEW_MESSAGES.storeSaved }),
        onError: (error) => showFailure(reviewStrings.saveFailed, error),
      },
    );
  };
  return (
    <li className="py-3">
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
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
        <Button type="submit" variant="primary" busy={save.isPending}>
          {reviewStrings.saveStore}
        </Button>
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
