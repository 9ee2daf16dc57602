import { Cpu } from 'lucide-react';
import clsx from 'clsx';
import { shop } from '@web/config/shop';

interface ShopLogoProps {
  /** `onLight` for the white header, `onDark` for the navy footer. */
  tone?: 'onLight' | 'onDark';
}

/** The shop's mark and name; drawn with an icon so it needs no image request and takes fixed space. */
export function ShopLogo({ tone = 'onLight' }: ShopLogoProps) {
  return (
    <>
      <span
        className={clsx(
          'flex size-9 shrink-0 items-center justify-center rounded-md text-accent-400',
          tone === 'onLight' ? 'bg-brand-900' : 'bg-brand-800',
        )}
      >
        <Cpu aria-hidden="true" className="size-5" />
      </span>
      <span
        className={clsx(
          'line-clamp-2 text-sm leading-tight font-bold sm:text-lg',
          tone === 'onLight' ? 'text-brand-900' : 'text-white',
        )}
      >
        {shop.name}
      </span>
    </>
  );
}
