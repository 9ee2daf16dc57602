import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { homeStrings } from '../home-strings';

const strings = homeStrings.hero;

/** The home page's opening banner; drawn with CSS only, so it costs no image and cannot shift. */
export function HeroBanner() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{strings.eyebrow}</p>
        <h1 id="hero-heading" className="mt-3 max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">
          {strings.heading}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">{strings.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to={paths.products.getHref()}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-accent-400 px-6 font-semibold text-brand-900 hover:bg-accent-500"
          >
            {strings.shopNow}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to={paths.contact.getHref()}
            className="inline-flex h-12 items-center justify-center rounded-md border-2 border-white/80 px-6 font-semibold text-white hover:bg-white hover:text-brand-900"
          >
            {strings.contactUs}
          </Link>
        </div>
      </div>
    </section>
  );
}
