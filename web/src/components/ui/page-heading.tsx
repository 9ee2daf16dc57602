import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  intro?: ReactNode;
}

/** The banner at the top of an information page: its one `h1` and a line of introduction. */
export function PageHeading({ title, intro }: PageHeadingProps) {
  return (
    <div className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-3xl text-brand-100 sm:text-lg">{intro}</p> : null}
      </div>
    </div>
  );
}
