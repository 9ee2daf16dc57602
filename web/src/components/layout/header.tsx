import { Globe, Languages, Mail, Menu, Phone, ShoppingCart, User, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { useIsSignedIn } from '@web/lib/auth/auth-status';
import { shop } from '@web/config/shop';
import { CategoryBar } from './category-bar';
import { HeaderSearch } from './header-search';
import { layoutStrings } from './layout-strings';
import { ShopLogo } from './shop-logo';

const MOBILE_MENU_ID = 'mobile-menu';

interface HeaderProps {
  /** Total items in the cart; the badge shows when it is above 0. */
  cartCount: number;
}

/** The shopper header: contact top bar, logo, search, account and cart, and the category bar. */
export function Header({ cartCount }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // From the stored session on first paint, without loading the sign-in library.
  const isSignedIn = useIsSignedIn();
  const closeMenu = () => setMenuOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu wherever the focus is, and hands the focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    // On phones the header stays on screen once its contact bar (h-9) has scrolled away; index.css
    // pads scrolling by its height so nothing focused or jumped to hides under it.
    <header className="sticky -top-9 z-40 border-b border-slate-200 bg-white md:static md:border-b-0">
      <div className="bg-brand-900 text-xs text-brand-100 sm:text-sm">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-3 px-4">
          <ul aria-label={layoutStrings.topBar.label} className="flex min-w-0 items-center gap-4">
            <li>
              <a
                href={shop.phoneHref}
                aria-label={layoutStrings.topBar.phoneLabel}
                className="flex items-center gap-1.5 whitespace-nowrap hover:text-white"
              >
                <Phone aria-hidden="true" className="size-3.5" />
                <span>{shop.phone}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${shop.email}`}
                aria-label={layoutStrings.topBar.emailLabel}
                className="flex items-center gap-1.5 hover:text-white"
              >
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="hidden truncate md:inline">{shop.email}</span>
              </a>
            </li>
          </ul>
          <ul className="flex shrink-0 items-center gap-3 sm:gap-4">
            <li className="hidden items-center gap-1.5 sm:flex">
              <Globe aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{layoutStrings.topBar.countryLabel}: </span>
              {shop.country}
            </li>
            <li className="hidden items-center gap-1.5 sm:flex">
              <Languages aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{layoutStrings.topBar.languageLabel}: </span>
              {shop.language}
            </li>
            <li>
              <Link to={paths.admin.login.getHref()} className="font-medium hover:text-white">
                {layoutStrings.topBar.admin}
              </Link>
            </li>
          </ul>
        </div>
      </div>

      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:gap-6">
        <button
          ref={toggle}
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? layoutStrings.menu.close : layoutStrings.menu.open}
          className="-ml-2 inline-flex size-10 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 md:hidden"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>

        <Link
          to={paths.home.getHref()}
          aria-label={layoutStrings.homeLinkLabel}
          className="flex min-w-0 items-center gap-2 rounded-md"
        >
          <ShopLogo />
        </Link>

        <HeaderSearch className="hidden max-w-xl flex-1 md:flex" />

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            to={paths.auth.getHref()}
            className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-brand-900 hover:bg-brand-50 sm:px-3"
          >
            <User aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">
              {isSignedIn ? layoutStrings.myAccount : layoutStrings.signIn}
            </span>
          </Link>
          <Link
            to={paths.cart.getHref()}
            aria-label={cartCount > 0 ? layoutStrings.cartWithCount(cartCount) : layoutStrings.cart}
            className="relative inline-flex size-10 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
          >
            <ShoppingCart aria-hidden="true" className="size-6" />
            {cartCount > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs leading-none font-bold text-white"
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            ) : null}
          </Link>
        </div>
      </div>

      <div className="px-4 pb-3 md:hidden">
        <HeaderSearch />
      </div>

      <CategoryBar variant="bar" className="hidden bg-brand-800 md:block" />

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-7.5rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-3 md:hidden"
      >
        <CategoryBar variant="list" onNavigate={closeMenu} />
        <p className="mt-3 flex items-center gap-4 border-t border-slate-200 px-3 pt-3 text-sm text-slate-600">
          <span className="flex items-center gap-1.5">
            <Globe aria-hidden="true" className="size-4" />
            <span className="sr-only">{layoutStrings.topBar.countryLabel}: </span>
            {shop.country}
          </span>
          <span className="flex items-center gap-1.5">
            <Languages aria-hidden="true" className="size-4" />
            <span className="sr-only">{layoutStrings.topBar.languageLabel}: </span>
            {shop.language}
          </span>
        </p>
      </div>
    </header>
  );
}
