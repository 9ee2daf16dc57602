import { ChevronDown, Tag } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { UI } from '@web/lib/ui-timings';
import { DEALS_CATEGORY, paths } from '@web/config/paths';
import { layoutStrings } from './layout-strings';

const strings = layoutStrings.deals;

/** The four entries of the shop's DEALS menu, each with its claim. */
export const dealsEntries = [
  { ...strings.flash, href: paths.products.getHref({ category: DEALS_CATEGORY, type: 'flash' }) },
  { ...strings.clearance, href: paths.products.getHref({ category: DEALS_CATEGORY, type: 'clearance' }) },
  { ...strings.gaming, href: paths.products.getHref({ category: 'gaming', sale: true }) },
  { ...strings.all, href: paths.products.getHref({ category: DEALS_CATEGORY }) },
] as const;

/**
 * The desktop DEALS menu: a disclosure button (click, Enter or Space; hover opens after a short
 * delay) showing four links. Arrow keys move between the links, Escape closes and returns focus to
 * the button, and leaving the menu with Tab or a click elsewhere closes it. On phones the mobile menu
 * links straight to all deals instead.
 */
export function DealsMenu() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // A menu opened by a click or a key stays open when the pointer wanders off; hover-opened ones close.
  const pinned = useRef(false);

  const schedule = (next: boolean, delayMs: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), delayMs);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const getLinks = () => Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const links = getLinks();
    links[(index + links.length) % links.length]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = getLinks();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) {
      window.clearTimeout(timer.current);
      pinned.current = true;
      setOpen(true);
      // The links render hidden until the state update lands.
      requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 0 : -1));
      return;
    }
    if (current === -1) focusLink(event.key === 'ArrowDown' ? 0 : -1);
    else focusLink(current + (event.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={handleKeyDown}
      onMouseEnter={() => {
        if (!open) schedule(true, UI.menuHoverDelayMs);
      }}
      onMouseLeave={() => {
        if (pinned.current) window.clearTimeout(timer.current);
        else schedule(false, UI.menuCloseDelayMs);
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          window.clearTimeout(timer.current);
          pinned.current = !open;
          setOpen(!open);
        }}
        className="flex items-center gap-1 bg-accent-400 px-3 py-2.5 text-sm font-bold tracking-wide text-brand-900 hover:bg-accent-500"
      >
        <Tag aria-hidden="true" className="size-4" />
        {strings.label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-40 w-72 rounded-b-md border border-slate-200 bg-white p-2 shadow-xl"
      >
        <p className="px-3 py-2 text-xs font-bold tracking-wider text-red-700 uppercase">{strings.claim}</p>
        <ul>
          {dealsEntries.map((entry) => (
            <li key={entry.href}>
              <Link
                to={entry.href}
                onClick={() => setOpen(false)}
                className="block rounded-md px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="block text-sm font-semibold text-brand-900">{entry.label}</span>
                <span className="block text-xs text-slate-600">{entry.claim}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
