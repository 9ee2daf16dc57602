/**
 * The header search's search-as-you-type (the WAI-ARIA combobox pattern with a list box), attached
 * to the header's own search box when this code arrives (loaded when the box is first focused):
 * products and categories matching what is typed, debounced, at most one request in flight (a newer
 * term aborts the older request). Arrow keys move through the list, Enter opens the highlighted
 * entry (with none highlighted the box's form searches the text), Escape closes the list.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import clsx from 'clsx';
import type { BuyerPrice } from '@core/pricing/buyer-price-view';
import { paths } from '@web/config/paths';
import { api } from '@web/lib/api-client';
import { useAuthState } from '@web/lib/auth/auth-status';
import { authedApi } from '@web/lib/auth/authed-api';
import { formatPrice } from '@web/lib/format';
import { suggestionStrings as strings } from './search-suggestion-strings';

/** Wait this long after the last key before asking. */
const DEBOUNCE_MS = 150;
/** Fewer letters than this ask nothing. */
const MIN_LETTERS = 2;

interface Suggestions {
  /** `selling_price`: the list price; a company buyer's own price, or none when it could not be read. */
  products: { id: string; name: string; images: string[]; selling_price?: number }[];
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

/**
 * A company buyer's suggestions at their prices (`POST /me/prices`: their list's where it lowers the
 * price, else the list price stands), shown together with the names; none priced when their prices
 * cannot be read, never the list price as if it were theirs.
 */
async function atBuyerPrices(suggestions: Suggestions, signal: AbortSignal): Promise<Suggestions> {
  if (suggestions.products.length === 0) return suggestions;
  try {
    const { prices } = await authedApi.post<{ prices: BuyerPrice[] }>('/me/prices', {
      body: { product_ids: suggestions.products.map((product) => product.id) },
      signal,
    });
    const theirs = new Map(prices.map((price) => [price.product_id, price.price]));
    return {
      ...suggestions,
      products: suggestions.products.map((product) => ({
        ...product,
        selling_price: theirs.get(product.id) ?? product.selling_price,
      })),
    };
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      ...suggestions,
      products: suggestions.products.map(({ selling_price: _listPrice, ...product }) => product),
    };
  }
}

/**
 * Suggestions for the term, debounced; each new term aborts the request of the one before. A company
 * buyer's (`buyer`) come with their prices; none are asked while who the shopper is is not known yet
 * (`pending`: a session stored in this browser being read), as a buyer's would come at list prices.
 */
function useSuggestions(term: string, buyer: boolean, pending: boolean): Suggestions | undefined {
  const [result, setResult] = useState<{ term: string; buyer: boolean; suggestions: Suggestions }>();
  const inFlight = useRef<AbortController | undefined>(undefined);
  const trimmed = term.trim();
  useEffect(() => {
    if (trimmed.length < MIN_LETTERS || pending) {
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
        .then((suggestions) => (buyer ? atBuyerPrices(suggestions, controller.signal) : suggestions))
        .then((suggestions) => setResult({ term: trimmed, buyer, suggestions }))
        .catch(() => undefined)
        .finally(() => {
          if (inFlight.current === controller) inFlight.current = undefined;
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, buyer, pending]);
  useEffect(() => () => inFlight.current?.abort(), []);
  return trimmed.length >= MIN_LETTERS && result?.term === trimmed && result.buyer === buyer
    ? result.suggestions
    : undefined;
}

interface SearchSuggestionsProps {
  /** The header's search box: the list listens to its keys and focus, and never replaces it. */
  input: RefObject<HTMLInputElement | null>;
  term: string;
  listId: string;
}

export function SearchSuggestions({ input, term, listId }: SearchSuggestionsProps) {
  // Mounted on the box's first focus, but the shopper may have left it while this code loaded.
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const { user, status, storedSession } = useAuthState();
  const suggestions = useSuggestions(
    term,
    user?.companyBuyer === true,
    status === 'loading' && storedSession,
  );
  const options = suggestions ? toOptions(suggestions, listId.replace(/:/g, '')) : [];
  const expanded = open && suggestions !== undefined;
  const activeOption = expanded ? options[active] : undefined;
  const activeId = activeOption?.id;

  // The box is rendered by the first load, which sets these once: the list keeps them true.
  useEffect(() => {
    const box = input.current;
    box?.setAttribute('aria-expanded', String(expanded));
    if (activeId) box?.setAttribute('aria-activedescendant', activeId);
    else box?.removeAttribute('aria-activedescendant');
  }, [input, expanded, activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    void navigate(href);
  };

  // The box's own handlers (in the first load) keep the text and search it; these add the list.
  useEffect(() => {
    const box = input.current;
    const form = box?.form;
    if (!box || !form) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        const count = options.length;
        if (count === 0) return;
        setActive((index) =>
          event.key === 'ArrowDown' ? (index + 1) % count : index <= 0 ? count - 1 : index - 1,
        );
      } else if (event.key === 'Escape' && expanded) {
        event.preventDefault();
        close();
      } else if (event.key === 'Enter' && activeOption) {
        // Opens the highlighted entry instead of searching the text (no form submit).
        event.preventDefault();
        go(activeOption.href);
      }
    };
    const onInput = () => {
      setOpen(true);
      setActive(-1);
    };
    const onFocus = () => setOpen(true);
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('input', onInput);
    box.addEventListener('focus', onFocus);
    box.addEventListener('blur', close);
    form.addEventListener('submit', close);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('input', onInput);
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('blur', close);
      form.removeEventListener('submit', close);
    };
  });

  const groups = [
    { kind: 'category' as const, label: strings.categories },
    { kind: 'product' as const, label: strings.products },
  ];

  return (
    <>
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
    </>
  );
}
