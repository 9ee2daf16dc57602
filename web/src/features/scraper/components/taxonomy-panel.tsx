/** Staff's management of brands and categories: create, rename, activate or deactivate, merge. */
import { useState } from 'react';
import { inputClass } from '@web/components/ui/form-field';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { useRuleTargets, useTaxonomyChange, type TaxonomyKind } from '../api/review';
import { taxonomyStrings } from '../review-strings';

const smallButtonClass =
  'inline-flex h-10 items-center justify-center rounded-md border border-slate-300 px-3 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-60';

interface Entry {
  id: string;
  name: string;
  is_active: boolean;
}

function EntryRow({ kind, entry, others }: { kind: TaxonomyKind; entry: Entry; others: Entry[] }) {
  const [name, setName] = useState(entry.name);
  const [into, setInto] = useState('');
  const change = useTaxonomyChange();
  const failed = (error: unknown) => showFailure(taxonomyStrings.failed, error);
  const saved = () => showToast({ title: taxonomyStrings.title, description: taxonomyStrings.saved });
  const update = (body: { name?: string; is_active?: boolean }) =>
    change.mutate({ action: 'update', kind, id: entry.id, body }, { onSuccess: saved, onError: failed });
  const merge = () =>
    change.mutate(
      { action: 'merge', kind, id: entry.id, into },
      {
        onSuccess: (answer) =>
          showToast({
            title: taxonomyStrings.title,
            description: taxonomyStrings.merged('moved' in answer ? answer.moved : 0),
          }),
        onError: failed,
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <input
        aria-label={taxonomyStrings.rename(entry.name)}
        className={`${inputClass} w-auto min-w-32 flex-1`}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button
        type="button"
        className={smallButtonClass}
        disabled={change.isPending}
        onClick={() => update({ name })}
      >
        {taxonomyStrings.save}
      </button>
      <label className="flex items-center gap-1 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4"
          checked={entry.is_active}
          disabled={change.isPending}
          onChange={(e) => update({ is_active: e.target.checked })}
        />
        {taxonomyStrings.active}
      </label>
      <select
        aria-label={taxonomyStrings.mergeInto(entry.name)}
        className={`${inputClass} w-auto`}
        value={into}
        onChange={(e) => setInto(e.target.value)}
      >
        <option value="">{taxonomyStrings.mergeInto(entry.name)}</option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={smallButtonClass}
        disabled={into === '' || change.isPending}
        onClick={merge}
      >
        {taxonomyStrings.merge}
      </button>
    </li>
  );
}

export function TaxonomyPanel() {
  const targets = useRuleTargets();
  const [kind, setKind] = useState<TaxonomyKind>('categories');
  const [newName, setNewName] = useState('');
  const entries: Entry[] = targets.data?.[kind] ?? [];
  const change = useTaxonomyChange();
  const add = () =>
    change.mutate(
      { action: 'create', kind, name: newName },
      { onSuccess: () => setNewName(''), onError: (error) => showFailure(taxonomyStrings.failed, error) },
    );
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="taxonomy-heading"
    >
      <h2 id="taxonomy-heading" className="text-lg font-semibold text-slate-900">
        {taxonomyStrings.title}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{taxonomyStrings.intro}</p>
      <div className="mb-3 flex gap-2" role="group">
        {(['categories', 'brands'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={kind === option}
            className={`${smallButtonClass} ${kind === option ? 'bg-slate-100 font-semibold' : ''}`}
            onClick={() => setKind(option)}
          >
            {taxonomyStrings.kinds[option]}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          aria-label={taxonomyStrings.newName(kind)}
          placeholder={taxonomyStrings.newName(kind)}
          className={`${inputClass} w-auto flex-1`}
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
        />
        <button
          type="button"
          className={smallButtonClass}
          disabled={newName.trim() === '' || change.isPending}
          onClick={add}
        >
          {taxonomyStrings.add}
        </button>
      </div>
      <ul className="mt-2 max-h-96 divide-y divide-slate-100 overflow-y-auto">
        {entries.map((entry) => (
          <EntryRow
            key={`${entry.id}-${entry.name}`}
            kind={kind}
            entry={entry}
            others={entries.filter((other) => other.id !== entry.id)}
          />
        ))}
      </ul>
    </section>
  );
}
