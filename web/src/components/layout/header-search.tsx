import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import clsx from 'clsx';
import { getSearchHref } from '@web/utils/search';
import { layoutStrings } from './layout-strings';

interface HeaderSearchProps {
  className?: string;
}

/** Search-as-you-type loads when the box is first focused: the first page never pays for it. */
const SuggestingSearch = lazy(() =>
  import('./suggesting-search').then((m) => ({ default: m.SuggestingSearch })),
);

/** The header's product search; the desktop and the mobile header each render one. */
export function HeaderSearch({ className }: HeaderSearchProps) {
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = getSearchHref(term);
    if (href) void navigate(href);
  }

  const form = (
    <form
      role="search"
      aria-label={layoutStrings.search.label}
      onSubmit={handleSubmit}
      className={clsx('flex w-full', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {layoutStrings.search.label}
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onFocus={() => setSuggesting(true)}
        placeholder={layoutStrings.search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      />
      <button
        type="submit"
        aria-label={layoutStrings.search.submit}
        className="inline-flex h-10 w-11 shrink-0 items-center justify-center rounded-r-md bg-accent-400 text-brand-900 hover:bg-accent-500"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
  return suggesting ? (
    <Suspense fallback={form}>
      <SuggestingSearch className={className} initialTerm={term} />
    </Suspense>
  ) : (
    form
  );
}
