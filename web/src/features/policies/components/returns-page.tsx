import { Award, CheckCircle2, Clock, RotateCcw, XCircle, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeading } from '@web/components/ui/page-heading';
import { paths } from '@web/config/paths';
import { policiesStrings } from '../policies-strings';

const strings = policiesStrings.returns;
const HIGHLIGHT_ICONS: LucideIcon[] = [RotateCcw, Award, Clock];

/** `/returns` and `/warranty`: the returns and exchanges page. */
export function ReturnsPage() {
  return (
    <>
      <PageHeading title={strings.heading} intro={strings.intro} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <ul className="grid gap-4 md:grid-cols-3">
          {strings.highlights.map((highlight, index) => {
            const Icon = HIGHLIGHT_ICONS[index] ?? Award;
            return (
              <li key={highlight.title} className="rounded-lg border border-slate-200 p-6 text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Icon className="size-6" />
                </span>
                <h2 className="mt-3 text-lg font-bold text-brand-900">{highlight.title}</h2>
                <p className="mt-1 text-slate-600">{highlight.text}</p>
              </li>
            );
          })}
        </ul>

        <div className="grid gap-6 md:grid-cols-2">
          <section
            aria-labelledby="eligible-heading"
            className="rounded-lg border border-green-200 bg-green-50 p-6"
          >
            <h2 id="eligible-heading" className="text-xl font-bold text-green-900">
              {strings.eligibleHeading}
            </h2>
            <ul className="mt-4 space-y-2">
              {strings.eligible.map((item) => (
                <li key={item} className="flex gap-2 text-slate-800">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="non-returnable-heading"
            className="rounded-lg border border-red-200 bg-red-50 p-6"
          >
            <h2 id="non-returnable-heading" className="text-xl font-bold text-red-900">
              {strings.nonReturnableHeading}
            </h2>
            <ul className="mt-4 space-y-2">
              {strings.nonReturnable.map((item) => (
                <li key={item} className="flex gap-2 text-slate-800">
                  <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-2xl font-bold text-brand-900">
            {strings.stepsHeading}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {strings.steps.map((step, index) => (
              <li key={step.title} className="rounded-lg border border-slate-200 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="notes-heading" className="rounded-lg bg-slate-50 p-6">
          <h2 id="notes-heading" className="text-xl font-bold text-brand-900">
            {strings.notesHeading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
            {strings.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <Link
            to={paths.contact.getHref()}
            className="mt-6 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            {strings.cta}
          </Link>
        </section>
      </div>
    </>
  );
}
