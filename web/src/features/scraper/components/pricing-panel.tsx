/**
 * The pricing rules staff set: the USD exchange rate and those of other currencies (each with the
 * date it was set), the default markup,
 * the price ending and markups per brand or category. Applied by the next import, publish or sync.
 */
import { useState, type FormEvent } from 'react';
import type { CurrencyRate, MarkupRule, PricingSettings } from '@core/pricing/pricing-rules';
import { Field, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/button';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { usePricingSettings, useRuleTargets, useSavePricing } from '../api/review';
import { REVIEW_MESSAGES, reviewStrings } from '../review-strings';

const smallButtonClass =
  'inline-flex h-9 items-center justify-center rounded-md border border-slate-300 px-3 text-sm text-slate-800 hover:bg-slate-50';

interface Option {
  id: string;
  name: string;
}

function RuleList({
  title,
  rules,
  options,
  onChange,
}: {
  title: string;
  rules: MarkupRule[];
  options: Option[];
  onChange: (rules: MarkupRule[]) => void;
}) {
  const [target, setTarget] = useState('');
  const [percent, setPercent] = useState('');
  const nameOf = (id: string) => options.find((o) => o.id === id)?.name ?? id;
  const add = () => {
    const value = Number(percent);
    if (!target || percent.trim() === '' || !Number.isFinite(value)) return;
    onChange([...rules.filter((rule) => rule.id !== target), { id: target, markupPercent: value }]);
    setTarget('');
    setPercent('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{title}</legend>
      <ul className="space-y-1 text-sm">
        {rules.map((rule) => (
          <li key={rule.id} className="flex items-center justify-between gap-2">
            <span>
              {nameOf(rule.id)}: {rule.markupPercent}%
            </span>
            <button
              type="button"
              className={smallButtonClass}
              aria-label={reviewStrings.removeRule(nameOf(rule.id))}
              onClick={() => onChange(rules.filter((r) => r.id !== rule.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <select
          aria-label={`${title}: ${reviewStrings.ruleTarget}`}
          className={`${inputClass} w-auto min-w-40 flex-1`}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        >
          <option value="">{reviewStrings.ruleTarget}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <DecimalAndAdd
          label={`${title}: ${reviewStrings.rulePercent}`}
          width="w-28"
          value={percent}
          onChange={setPercent}
          onAdd={add}
        />
      </div>
    </fieldset>
  );
}

/** A decimal field (its label is its accessible name) and the Add button of a list's new row. */
function DecimalAndAdd({
  label,
  width,
  value,
  onChange,
  onAdd,
}: {
  label: string;
  width: string;
  value: string;
  onChange: (value: string) => void;
  onAdd: () => void;
}) {
  return (
    <>
      <input
        aria-label={label}
        type="number"
        inputMode="decimal"
        className={`${inputClass} ${width}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="button" className={smallButtonClass} onClick={onAdd}>
        {reviewStrings.addRule}
      </button>
    </>
  );
}

/** A rate as the form holds it: one set before keeps its date, a new or changed one has none yet. */
type RateRow = Pick<CurrencyRate, 'currency' | 'jmdPerUnit'> & { setAt?: string };

function CurrencyRateList({ rates, onChange }: { rates: RateRow[]; onChange: (rates: RateRow[]) => void }) {
  const [code, setCode] = useState('');
  const [rate, setRate] = useState('');
  const add = () => {
    const currency = code.trim().toUpperCase();
    const value = Number(rate);
    if (!currency || rate.trim() === '' || !Number.isFinite(value)) return;
    onChange([...rates.filter((row) => row.currency !== currency), { currency, jmdPerUnit: value }]);
    setCode('');
    setRate('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{reviewStrings.currencyRates}</legend>
      <p className="text-xs text-slate-600">{reviewStrings.currencyRatesHint}</p>
      <ul className="space-y-1 text-sm">
        {rates.map((row) => (
          <li key={row.currency} className="flex items-center justify-between gap-2">
            <span>
              {reviewStrings.currencyRateRow(
                row.currency,
                row.jmdPerUnit,
                row.setAt ? new Date(row.setAt).toLocaleDateString('en-JM') : '—',
              )}
            </span>
            <button
              type="button"
              className={smallButtonClass}
              aria-label={reviewStrings.removeCurrency(row.currency)}
              onClick={() => onChange(rates.filter((r) => r.currency !== row.currency))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <input
          aria-label={reviewStrings.currencyCode}
          placeholder="EUR"
          maxLength={3}
          className={`${inputClass} w-24 uppercase`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <DecimalAndAdd
          label={reviewStrings.currencyRate}
          width="w-32"
          value={rate}
          onChange={setRate}
          onAdd={add}
        />
      </div>
    </fieldset>
  );
}

function PricingForm({
  settings,
  targets,
}: {
  settings: PricingSettings;
  targets: { brands: Option[]; categories: Option[] };
}) {
  const [rate, setRate] = useState(String(settings.usdToJmdRate));
  const [markup, setMarkup] = useState(String(settings.defaultMarkupPercent));
  const [ending, setEnding] = useState(settings.priceEnding);
  const [brandMarkups, setBrandMarkups] = useState(settings.brandMarkups);
  const [categoryMarkups, setCategoryMarkups] = useState(settings.categoryMarkups);
  const [currencyRates, setCurrencyRates] = useState<RateRow[]>(settings.currencyRates);
  const save = useSavePricing();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        usdToJmdRate: rate,
        currencyRates: currencyRates.map(({ currency, jmdPerUnit }) => ({ currency, jmdPerUnit })),
        defaultMarkupPercent: markup,
        priceEnding: ending,
        brandMarkups,
        categoryMarkups,
      },
      {
        onSuccess: () =>
          showToast({ title: reviewStrings.pricingTitle, description: REVIEW_MESSAGES.pricingSaved }),
        onError: (error) => showFailure(reviewStrings.saveFailed, error),
      },
    );
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={reviewStrings.rateLabel}
          hint={
            settings.rateSetAt
              ? reviewStrings.rateSetAt(new Date(settings.rateSetAt).toLocaleDateString('en-JM'))
              : reviewStrings.rateDefault
          }
        >
          {(id) => (
            <input
              id={id}
              type="number"
              inputMode="decimal"
              className={inputClass}
              value={rate}
              onChange={(e) => setRate(e.target.value)}
            />
          )}
        </Field>
        <Field label={reviewStrings.defaultMarkup}>
          {(id) => (
            <input
              id={id}
              type="number"
              inputMode="decimal"
              className={inputClass}
              value={markup}
              onChange={(e) => setMarkup(e.target.value)}
            />
          )}
        </Field>
        <Field label={reviewStrings.priceEnding} hint={reviewStrings.priceEndingHint}>
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              maxLength={4}
              className={inputClass}
              value={ending}
              onChange={(e) => setEnding(e.target.value)}
            />
          )}
        </Field>
      </div>
      <CurrencyRateList rates={currencyRates} onChange={setCurrencyRates} />
      <div className="grid gap-4 sm:grid-cols-2">
        <RuleList
          title={reviewStrings.brandRules}
          rules={brandMarkups}
          options={targets.brands}
          onChange={setBrandMarkups}
        />
        <RuleList
          title={reviewStrings.categoryRules}
          rules={categoryMarkups}
          options={targets.categories}
          onChange={setCategoryMarkups}
        />
      </div>
      <Button type="submit" variant="primary" busy={save.isPending}>
        {reviewStrings.savePricing}
      </Button>
    </form>
  );
}

export function PricingPanel() {
  const pricing = usePricingSettings();
  const targets = useRuleTargets();
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="pricing-heading"
    >
      <h2 id="pricing-heading" className="text-lg font-semibold text-slate-900">
        {reviewStrings.pricingTitle}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{reviewStrings.pricingIntro}</p>
      {pricing.data && targets.data ? (
        <PricingForm
          key={[
            pricing.data.settings.rateSetAt ?? 'default',
            ...pricing.data.settings.currencyRates.map((rate) => `${rate.currency}@${rate.setAt}`),
          ].join(' ')}
          settings={pricing.data.settings}
          targets={targets.data}
        />
      ) : null}
    </section>
  );
}
