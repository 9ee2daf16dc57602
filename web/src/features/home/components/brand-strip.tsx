import { useId } from 'react';
import { homeStrings } from '../home-strings';

const strings = homeStrings.brands;

/** The eight brands of the strip, set as type (no logo files to load or to shift the layout). */
export function BrandStrip() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h2
          id={headingId}
          className="mb-4 text-center text-sm font-semibold tracking-wider text-slate-600 uppercase"
        >
          {strings.heading}
        </h2>
        <ul className="grid grid-cols-4 gap-3 text-center sm:grid-cols-8">
          {strings.names.map((name) => (
            <li key={name} className="text-base font-bold text-slate-700 sm:text-lg">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
