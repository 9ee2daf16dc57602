/**
 * The header search with search-as-you-type (the WAI-ARIA combobox pattern with a list box):
 * products and categories matching what is typed, debounced, at most one request in flight (a newer
 * term aborts the older request). Arrow keys move through the list, Enter opens the highlighted
 * entry or searches the text, Escape closes the list. Loaded when the search box is first focused.
 */
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import clsx from 'clsx';
import { paths } from '@web/config/paths';
import { api } from '@web/lib/api-client';
import { formatPrice } from '@web/lib/format';
import { getSearchHref } from '@web/utils/search';
import { layoutStrings } from './layout-strings';
import { suggestionStrings as strings } from './search-suggestion-strings';

/** Wait this long after the last key before asking. */
const DEBOUNCE_MS = 150;
/** Fewer letters than this ask nothing. */
const MIN_LETTERS = 2;

interface Suggestions {
  products: { id: string; name: string; images: string[]; selling_price: number }[];
  categories: { slug: string; name: string }[];
}

interface Option {
  id: string;
  href: string;
  label: string;
  kind: 'category' | 'product';
  price?: number;
}

function toOptions(suggestions: Suggestions, prefix: string): Option[] {
  return [
    ...suggestions.categories.map((c) => ({
      id: `${prefix}-c-${c.slug}`,
      href: paths.products.getHref({ category: c.slug }),
      label: c.name,
      kind: 'category' as const,
    })),
    ...suggestions.products.map((p) => ({
      id: `${prefix}-p-${p.id}`,
      href: paths.product.getHref(p.id),
      label: p.name,
      kind: 'product' as const,
      price: p.selling_price,
    })),
  ];
}

/** Suggestions for the term, debounced; each new term aborts the request of the one before. */
function useSuggestions(term: string): Suggestions | undefined {
  const [result, setResult] = useState<{ term: string; suggestions: Suggestions }>();
  const inFlight = useRef<AbortController | undefined>(undefined);
  const trimmed = term.trim();
  useEffect(() => {
    if (trimmed.length < MIN_LETTERS) {
      inFlight.current?.abort();
      return;
    }
    const timer = window.setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      api
        .get<Suggestions>(`/search/suggestions?q=${encodeURIComponent(trimmed)}`, {
          signal: controller.signal,
        })
        .then((suggestions) => setResult({ term: trimmed, suggestions }))
        .catch(() => undefined)
        .finally(() => {
          if (inFlight.current === controller) inFlight.current = undefined;
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed]);
  useEffect(() => () => inFlight.current?.abort(), []);
  return trimmed.length >= MIN_LETTERS && result?.term === trimmed ? result.suggestions : undefined;
}

interface SuggestingSearchProps {
  className?: string;
  initialTerm: string;
}

export function SuggestingSearch({ className, initialTerm }: SuggestingSearchProps) {
  const inputId = useId();
  const listId = `${inputId}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const suggestions = useSuggestions(term);
  const options = suggestions ? toOptions(suggestions, inputId.replace(/:/g, '')) : [];
  const expanded = open && suggestions !== undefined;

  // This form replaces the plain one the moment the box is focused: keep the caret in it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const option = options[active];
    if (expanded && option) return go(option.href);
    const href = getSearchHref(term);
    if (href) go(href);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const count = options.length;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index + 1) % count : index <= 0 ? count - 1 : index - 1,
      );
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const activeOption = expanded ? options[active] : undefined;
  const groups = [
    { kind: 'category' as const, label: strings.categories },
    { kind: 'product' as const, label: strings.products },
  ];

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
        ref={inputRef}
        id={inputId}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
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
      <p className="sr-only" role="status">
        {expanded ? strings.count(options.length) : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={strings.listLabel}
        hidden={!expanded || options.length === 0}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70dvh] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {groups.map((group) => {
          const inGroup = options.filter((o) => o.kind === group.kind);
          if (inGroup.length === 0) return null;
          return (
            <div key={group.kind} role="group" aria-label={group.label}>
              <p aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-600 uppercase">
                {group.label}
              </p>
              {inGroup.map((option) => (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={option === activeOption}
                  // Keep the focus in the box, so the list stays open for the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.href)}
                  className={clsx(
                    'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm text-slate-900',
                    option === activeOption ? 'bg-brand-50' : 'hover:bg-slate-50',
                  )}
                >
                  <span className="line-clamp-2">{option.label}</span>
                  {option.price !== undefined ? (
                    <span className="shrink-0 font-semibold text-brand-900">{formatPrice(option.price)}</span>
                  ) : null}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </form>
  );
}
