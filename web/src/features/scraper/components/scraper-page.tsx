/**
 * /admin/scraper: the import form (store URL, max pages, active option), the images backfill panel,
 * real progress read from the run while it goes, and the recent runs. The import run shown is in the
 * address (`?run=<id>`), so a reload or Back keeps it, and every import, preview or sync in the
 * recent runs opens it again (a preview with its products, until it is published or discarded). A
 * reload without one finds the running run in the recent list and follows it again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { SCRAPER } from '@core/scraper/scraper-options';
import {
  backfillFormSchema,
  startScrapeSchema,
  type ScrapeKind,
  type ScrapeResult,
  type StartScrapeInput,
} from '@core/scraper/scrape-run';
import { buttonClass } from '@web/components/ui/button';
import { Form, FormCheckbox, FormTextField, useZodForm } from '@web/components/ui/form';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { showToast } from '@web/lib/toast';
import { scrapeKeys, startBackfill, startScrape, useRecentScrapes, useScrapeRun } from '../api/scrapes';
import { SCRAPER_MESSAGES, scraperStrings } from '../scraper-strings';
import { ModePicker } from './mode-picker';
import { PreviewReview } from './preview-review';
import { PricingPanel } from './pricing-panel';
import { ProductCsvPanel } from './product-csv-panel';
import { RunProgress } from './run-progress';
import { StoresPanel } from './stores-panel';
import { TaxonomyPanel } from './taxonomy-panel';

const primaryButton = buttonClass({ variant: 'primary' });
const panelClass = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

function describeError(error: unknown): { rateLimited: boolean; message: string } {
  if (error instanceof ApiError && error.status === 429)
    return { rateLimited: true, message: SCRAPER_MESSAGES.rateLimited };
  const message = error instanceof Error && error.message ? error.message : SCRAPER_MESSAGES.unknownError;
  return { rateLimited: false, message };
}

/** The import form as it opens: the schema's defaults (an empty max pages is the default). */
const NEW_IMPORT: StartScrapeInput = { url: '', maxPages: '', activeOnImport: false, mode: 'import' };

/** The search parameter naming the import run the page shows. */
const RUN_PARAM = 'run';

export function ScraperPage() {
  const queryClient = useQueryClient();
  const recent = useRecentScrapes();
  const [search, setSearch] = useSearchParams();
  const shownRunId = search.get(RUN_PARAM) ?? undefined;
  const showRun = useCallback(
    (id: string, replace = false) => setSearch({ [RUN_PARAM]: id }, { replace }),
    [setSearch],
  );
  const importSection = useRef<HTMLElement>(null);
  const [backfillRunId, setBackfillRunId] = useState<string>();
  const importForm = useZodForm(startScrapeSchema, { defaultValues: NEW_IMPORT });
  const backfillForm = useZodForm(backfillFormSchema, {
    defaultValues: { maxPages: String(SCRAPER.backfillDefaultMaxPages) },
  });
  const [rateLimitNotice, setRateLimitNotice] = useState<string>();

  // After a reload: follow the run that is still going, of each kind (an import only when the
  // address names none). Adjusted while rendering when the list changes (React's pattern for state
  // derived from new data), not in an effect.
  const [adoptedFrom, setAdoptedFrom] = useState<unknown>();
  const runningImport = recent.data?.runs.find((run) => run.kind === 'import' && run.status === 'running');
  if (recent.data !== undefined && recent.data !== adoptedFrom) {
    setAdoptedFrom(recent.data);
    const running = recent.data.runs.find((run) => run.kind === 'backfill' && run.status === 'running');
    if (!backfillRunId && running) setBackfillRunId(running.id);
  }
  const importRunId = shownRunId ?? runningImport?.id;

  const importRun = useScrapeRun(importRunId);
  const backfillRun = useScrapeRun(backfillRunId);
  const refreshRecent = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: scrapeKeys.recent }),
    [queryClient],
  );
  useRunOutcome(importRun.data, refreshRecent);
  useRunOutcome(backfillRun.data, refreshRecent);

  const importRunning = importRun.data?.status === 'running';
  const backfillRunning = backfillRun.data?.status === 'running';

  const startRun = useMutation({
    mutationFn: ({ call }: { kind: ScrapeKind; call: () => Promise<ScrapeResult> }) => call(),
    onMutate: () => setRateLimitNotice(undefined),
    onSuccess: (run, { kind }) => {
      queryClient.setQueryData(scrapeKeys.run(run.id), run);
      if (kind === 'import') showRun(run.id);
      else setBackfillRunId(run.id);
      void queryClient.invalidateQueries({ queryKey: scrapeKeys.recent });
    },
    onError: (error, { kind }) => {
      const { rateLimited, message } = describeError(error);
      if (rateLimited) {
        setRateLimitNotice(message);
        showToast({ title: SCRAPER_MESSAGES.rateLimitedTitle, description: message, variant: 'destructive' });
      } else if (kind === 'backfill') {
        showToast({ title: SCRAPER_MESSAGES.backfillFailed, description: message, variant: 'destructive' });
      } else {
        showToast({ title: SCRAPER_MESSAGES.failedTitle, description: message, variant: 'destructive' });
      }
    },
  });
  const starting = startRun.isPending ? startRun.variables.kind : undefined;
  const start = (kind: ScrapeKind, call: () => Promise<ScrapeResult>) => startRun.mutate({ kind, call });

  const submitImport = (request: StartScrapeInput) => start('import', () => startScrape(request));

  // The field shows the clamped number the run was started with.
  const submitBackfill = ({ maxPages }: { maxPages: number }) => {
    backfillForm.setValue('maxPages', String(maxPages));
    start('backfill', () => startBackfill(maxPages));
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-6">
        <Link
          to={paths.admin.dashboard.getHref()}
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {scraperStrings.backToDashboard}
        </Link>
        <header>
          <h1 className="text-2xl font-bold text-slate-900">{scraperStrings.title}</h1>
          <p className="mt-1 text-sm text-slate-700">{scraperStrings.intro}</p>
        </header>

        {rateLimitNotice ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {rateLimitNotice}
          </p>
        ) : null}

        <section ref={importSection} className={`${panelClass} scroll-mt-4`} aria-labelledby="import-heading">
          <h2 id="import-heading" className="sr-only">
            {scraperStrings.title}
          </h2>
          <Form form={importForm} className="space-y-4" onSubmit={submitImport}>
            <FormTextField
              name="url"
              label={scraperStrings.url}
              type="url"
              required
              placeholder={scraperStrings.urlPlaceholder}
            />
            <FormTextField
              name="maxPages"
              label={scraperStrings.maxPages}
              hint={scraperStrings.maxPagesHint}
              type="number"
              inputMode="numeric"
              min={SCRAPER.minMaxPages}
              max={SCRAPER.maxMaxPages}
              placeholder={String(SCRAPER.defaultMaxPages)}
            />
            <FormCheckbox name="activeOnImport" label={scraperStrings.activeOnImport} />
            <Controller
              control={importForm.control}
              name="mode"
              render={({ field }) => <ModePicker value={field.value ?? 'import'} onChange={field.onChange} />}
            />
            <button
              type="submit"
              className={primaryButton}
              disabled={starting !== undefined || importRunning}
            >
              {starting === 'import'
                ? scraperStrings.starting
                : importRunning
                  ? scraperStrings.running
                  : scraperStrings.start}
            </button>
          </Form>
          {importRun.data ? (
            <div className="mt-5">
              <RunProgress run={importRun.data} label={scraperStrings.progress} />
            </div>
          ) : null}
          {importRun.data?.mode === 'preview' && importRun.data.status === 'succeeded' ? (
            <PreviewReview key={importRun.data.id} run={importRun.data} />
          ) : null}
        </section>

        <PricingPanel />
        <StoresPanel />
        <ProductCsvPanel />
        <TaxonomyPanel />

        <section className={panelClass} aria-labelledby="backfill-heading">
          <h2 id="backfill-heading" className="text-lg font-semibold text-slate-900">
            {scraperStrings.backfillTitle}
          </h2>
          <p className="mb-4 text-sm text-slate-700">{scraperStrings.backfillIntro}</p>
          <Form form={backfillForm} className="flex flex-wrap items-end gap-3" onSubmit={submitBackfill}>
            <div className="w-48">
              <FormTextField
                name="maxPages"
                label={scraperStrings.backfillMaxPages}
                hint={scraperStrings.backfillMaxPagesHint}
                type="number"
                inputMode="numeric"
                min={SCRAPER.backfillMinMaxPages}
                max={SCRAPER.backfillMaxMaxPages}
              />
            </div>
            <button
              type="submit"
              className={primaryButton}
              disabled={starting !== undefined || backfillRunning}
            >
              {backfillRunning ? scraperStrings.backfillRunning : scraperStrings.backfillStart}
            </button>
          </Form>
          {backfillRun.data ? (
            <div className="mt-5">
              <RunProgress run={backfillRun.data} label={scraperStrings.progress} />
            </div>
          ) : null}
        </section>

        <section className={panelClass} aria-labelledby="recent-heading">
          <h2 id="recent-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {scraperStrings.recentRuns}
          </h2>
          <RecentRuns
            runs={recent.data?.runs}
            onOpen={() =>
              // The run opens in the import panel above: bring it into view, as a link would.
              requestAnimationFrame(() => importSection.current?.scrollIntoView({ block: 'start' }))
            }
          />
        </section>
      </div>
    </div>
  );
}

/** Toasts the end of a run the page was following (success, or the shop's failure toast). */
function useRunOutcome(run: ScrapeResult | undefined, onFinished: () => void) {
  const seenRunning = useRef(new Set<string>());
  useEffect(() => {
    if (!run) return;
    if (run.status === 'running') {
      seenRunning.current.add(run.id);
      return;
    }
    if (!seenRunning.current.delete(run.id)) return;
    onFinished();
    if (run.status === 'succeeded') {
      showToast({
        title: run.kind === 'import' ? scraperStrings.importDone : scraperStrings.backfillDone,
        description: run.message,
      });
    } else {
      showToast({
        title: run.kind === 'import' ? SCRAPER_MESSAGES.failedTitle : SCRAPER_MESSAGES.backfillFailed,
        description: run.error ?? SCRAPER_MESSAGES.unknownError,
        variant: 'destructive',
      });
    }
  }, [run, onFinished]);
}

/** The store a run read, as staff name it (its host), or the whole address when it is not one. */
function storeOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** A recent run's label: what it was (an import by its mode), of which store, and when. */
function describeRun(run: ScrapeResult): string {
  const kind = scraperStrings.runKind[run.kind === 'backfill' ? 'backfill' : run.mode];
  const date = new Date(run.startedAt).toLocaleString('en-JM');
  return run.url ? scraperStrings.runLabel(kind, storeOf(run.url), date) : `${kind}, ${date}`;
}

function RecentRuns({ runs, onOpen }: { runs: ScrapeResult[] | undefined; onOpen: () => void }) {
  if (!runs) return null;
  if (runs.length === 0) return <p className="text-sm text-slate-600">{scraperStrings.noRuns}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {runs.map((run) => (
        <li key={run.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span className="min-w-0 flex-1 truncate text-slate-800">
            {run.kind === 'import' ? (
              <Link
                to={`${paths.admin.scraper.getHref()}?${new URLSearchParams({ [RUN_PARAM]: run.id })}`}
                className="font-medium text-brand-700 hover:underline"
                onClick={onOpen}
              >
                {describeRun(run)}
              </Link>
            ) : (
              <span className="font-medium">{describeRun(run)}</span>
            )}
          </span>
          <span className="text-slate-600">
            {run.stats.pagesProcessed} {scraperStrings.stats.pagesProcessed.toLowerCase()} ·{' '}
            {run.stats.productsFound} {scraperStrings.stats.productsFound.toLowerCase()}
          </span>
          <span
            className={
              run.status === 'failed'
                ? 'font-semibold text-red-700'
                : run.status === 'running'
                  ? 'font-semibold text-brand-700'
                  : 'font-semibold text-green-700'
            }
          >
            {run.preview ? scraperStrings.previewState[run.preview] : scraperStrings.status[run.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
