/** The heading and one-line introduction of a section of the home page's catalogue. */
export function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-1 text-slate-600">{intro}</p>
    </div>
  );
}
