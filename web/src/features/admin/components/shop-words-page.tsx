/**
 * /admin/shop-words: staff list, add, edit and remove the shop words search understands ("lappy,
 * laptop"; "cctv" also finds "nvr"), or restore the shipped ones. Each change saves the whole list;
 * the server checks it and names what is wrong.
 */
import { useState, type FormEvent } from 'react';
import type { ShopWord } from '@core/catalogue/shop-word-defaults';
import { SHOP_WORD_LIMITS } from '@core/catalogue/shop-words';
import { Button } from '@web/components/ui/button';
import { FormAlert, TextField } from '@web/components/ui/form-field';
import { showToast } from '@web/lib/toast';
import { useRestoreShopWords, useSaveShopWords, useShopWords } from '../api/shop-words';
import { adminStrings } from '../admin-strings';
import { AdminHeader } from './admin-header';

const strings = adminStrings.shopWords;

const splitTerms = (text: string) =>
  text
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

const joinTerms = (terms: readonly string[]) => terms.join(', ');

function ShopWordsEditor({ words, isDefault }: { words: ShopWord[]; isDefault: boolean }) {
  const [terms, setTerms] = useState('');
  const [alsoFinds, setAlsoFinds] = useState('');
  /** The row being edited, or `undefined` while adding. */
  const [editing, setEditing] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const save = useSaveShopWords();
  const restore = useRestoreShopWords();

  const reset = () => {
    setTerms('');
    setAlsoFinds('');
    setEditing(undefined);
    setError(undefined);
  };

  const saveList = (next: ShopWord[]) =>
    save.mutate(
      { words: next },
      {
        onSuccess: () => {
          reset();
          showToast({ title: strings.title, description: strings.saved });
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : strings.saveFailed),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = { terms: splitTerms(terms), also_finds: splitTerms(alsoFinds) };
    saveList(editing === undefined ? [...words, word] : words.map((w, i) => (i === editing ? word : w)));
  };

  const startEditing = (index: number) => {
    const word = words[index]!;
    setTerms(joinTerms(word.terms));
    setAlsoFinds(joinTerms(word.also_finds));
    setEditing(index);
    setError(undefined);
  };

  const restoreDefaults = () => {
    if (!window.confirm(strings.restoreConfirm)) return;
    restore.mutate(undefined, {
      onSuccess: () => {
        reset();
        showToast({ title: strings.title, description: strings.restored });
      },
      onError: (failure) => setError(failure instanceof Error ? failure.message : strings.saveFailed),
    });
  };

  return (
    <div className="space-y-6">
      <form
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        onSubmit={submit}
        noValidate
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={strings.termsLabel}
            hint={strings.termsHint}
            value={terms}
            maxLength={SHOP_WORD_LIMITS.termsPerWord * (SHOP_WORD_LIMITS.termLength + 2)}
            onChange={(e) => setTerms(e.target.value)}
          />
          <TextField
            label={strings.alsoFindsLabel}
            hint={strings.alsoFindsHint}
            value={alsoFinds}
            maxLength={SHOP_WORD_LIMITS.termsPerWord * (SHOP_WORD_LIMITS.termLength + 2)}
            onChange={(e) => setAlsoFinds(e.target.value)}
          />
        </div>
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" busy={save.isPending}>
            {editing === undefined ? strings.add : strings.save}
          </Button>
          {editing !== undefined ? (
            <Button type="button" onClick={reset}>
              {strings.cancel}
            </Button>
          ) : null}
        </div>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{isDefault ? strings.usingDefaults : null}</p>
        <Button type="button" onClick={restoreDefaults} busy={restore.isPending} disabled={isDefault}>
          {strings.restore}
        </Button>
      </div>

      <table className="w-full border-collapse rounded-lg bg-white text-left text-sm shadow-sm">
        <caption className="sr-only">{strings.tableCaption}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {strings.wordsColumn}
            </th>
            <th scope="col" className="px-3 py-2">
              {strings.alsoFindsColumn}
            </th>
            <th scope="col" className="px-3 py-2">
              {strings.actionsColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {words.map((word, index) => {
            const label = joinTerms(word.terms);
            return (
              <tr key={`${label}=>${joinTerms(word.also_finds)}`} className="border-b border-slate-100">
                <td className="px-3 py-2 text-slate-900">{label}</td>
                <td className="px-3 py-2 text-slate-700">{joinTerms(word.also_finds)}</td>
                <td className="flex gap-2 px-3 py-2">
                  <Button
                    type="button"
                    size="sm"
                    aria-label={strings.edit(label)}
                    onClick={() => startEditing(index)}
                  >
                    {strings.editButton}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    aria-label={strings.remove(label)}
                    disabled={save.isPending}
                    onClick={() => saveList(words.filter((_, i) => i !== index))}
                  >
                    {strings.removeButton}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ShopWordsPage() {
  const shopWords = useShopWords();
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader title={strings.title} />
      <main className="mx-auto max-w-5xl space-y-4 px-4 py-8">
        <p className="text-sm text-slate-700">{strings.intro}</p>
        {shopWords.data ? (
          <ShopWordsEditor words={shopWords.data.words} isDefault={shopWords.data.is_default} />
        ) : shopWords.isError ? (
          <FormAlert tone="error">{shopWords.error.message}</FormAlert>
        ) : (
          <p>{adminStrings.loading}</p>
        )}
      </main>
    </div>
  );
}
