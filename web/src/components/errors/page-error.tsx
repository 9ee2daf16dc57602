import { errorStrings } from './error-strings';

const strings = errorStrings.page;

/** Shown in place of a page that failed to render or whose code failed to load (e.g. after a deploy). */
export function PageError() {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{strings.heading}</h1>
      <p className="mt-3 text-slate-600">{strings.text}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {strings.reload}
      </button>
    </div>
  );
}
