import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import clsx from 'clsx';
import { paths } from '@web/config/paths';
import { getSearchHref } from '@web/utils/search';
import { layoutStrings } from './layout-strings';

interface HeaderSearchProps {
  className?: string;
}

/**
 * Search-as-you-type loads when the box is first focused, so the first page never pays for it. It
 * attaches to this same box when it arrives: the box is never swapped, so no key typed meanwhile is
 * lost, and until then Enter searches the typed text.
 */
const SearchSuggestions = lazy(() =>
  import('./suggesting-search').then((m) => ({ default: m.SearchSuggestions })),
);

/** The search the shopper is looking at: the `search` of the results page, nothing elsewhere. */
function getShownSearch(pathname: string, search: string): string {
  return pathname === paths.products.path ? (new URLSearchParams(search).get('search') ?? '') : '';
}

/**
 * The header's product search; the desktop and the mobile header each render one. It shows the
 * current search on the results page and is empty on every other page: each navigation resets it.
 */
export function HeaderSearch({ className }: HeaderSearchProps) {
  const inputId = useId();
  const listId = `${inputId}-list`;
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const [term, setTerm] = useState(() => getShownSearch(location.pathname, location.search));
  const [termOf, setTermOf] = useState(location.key);
  const [suggesting, setSuggesting] = useState(false);
  const navigate = useNavigate();

  // A new page (a search, a link, Back) shows that page's search, not what was typed before.
  if (termOf !== location.key) {
    setTermOf(location.key);
    setTerm(getShownSearch(location.pathname, location.search));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = getSearchHref(term);
    if (href) void navigate(href);
  }

  return (
    <form
      role="search"
      aria-label={layoutStrings.search.label}
      onSubmit={handleSubmit}
      className={clsx('relative flex w-full', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {layoutStrings.search.label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        // Closed until the suggestions arrive; from then on they keep this and aria-activedescendant.
        aria-expanded="false"
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
      {suggesting ? (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} term={term} listId={listId} />
        </Suspense>
      ) : null}
    </form>
  );
}
