import { PageHeading } from '@web/components/ui/page-heading';
import { policiesStrings } from '../policies-strings';

interface PolicyPageProps {
  policy: 'privacy' | 'terms';
}

/** `/privacy` and `/terms`: static text with its last-updated date. */
export function PolicyPage({ policy }: PolicyPageProps) {
  const strings = policiesStrings[policy];
  return (
    <>
      <PageHeading title={strings.heading} intro={strings.intro} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-sm font-medium text-slate-600">{policiesStrings.lastUpdated}</p>
        {strings.sections.map((section) => (
          <section key={section.title} className="mt-8">
            <h2 className="text-xl font-bold text-brand-900">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
