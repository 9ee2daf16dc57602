import { errorStrings } from '@web/components/errors/error-strings';

const strings = errorStrings.startup;

/** Shown when `/config.json` cannot be read: without it the shop cannot reach its API. */
export function StartupError() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{strings.heading}</h1>
      <p className="mt-3 text-slate-600">{strings.text}</p>
    </main>
  );
}
