/**
 * Debug Panel: Check Auth (the caller's claims and groups), Test Database (counts), Create Sample Data
 * and Remove sample data. The sample data writes ask first (its brand and category show in the
 * shop's filters) and the server refuses them where the stage does not allow sample data.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { adminStrings } from '../admin-strings';
import { checkAuth, createSampleData, removeSampleData, testDatabase } from '../api/admin-debug';
import { Button } from '@web/components/ui/button';
import { showFailure } from '@web/lib/failure-toast';
import { AdminConfirmDialog } from './admin-ui';

type Action = () => Promise<unknown>;

export function DebugPanel() {
  const [result, setResult] = useState<unknown>();
  const [confirming, setConfirming] = useState<'create' | 'remove' | undefined>();
  const { debug: t } = adminStrings;

  const call = useMutation({
    mutationFn: ({ action }: { label: string; action: Action }) => action(),
    onSuccess: (answer) => setResult(answer),
    onError: (error) => {
      showFailure(t.failed, error);
      setResult(error instanceof Error ? { error: error.message } : error);
    },
  });
  const running = call.isPending ? call.variables.label : undefined;
  const run = (label: string, action: Action) => call.mutate({ label, action });

  const buttons: [string, () => void][] = [
    [t.checkAuth, () => run(t.checkAuth, checkAuth)],
    [t.testDatabase, () => run(t.testDatabase, testDatabase)],
    [t.createSample, () => setConfirming('create')],
    [t.removeSample, () => setConfirming('remove')],
  ];

  return (
    <section aria-label={adminStrings.tabs.debug} className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {buttons.map(([label, onClick]) => (
          <Button key={label} disabled={running !== undefined} onClick={onClick}>
            {running === label ? t.running : label}
          </Button>
        ))}
      </div>
      {result === undefined ? null : (
        <pre
          aria-label="Debug result"
          className="max-h-96 overflow-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100"
        >
          {JSON.stringify(result, null, 2)}
        </pre>
      )}
      <AdminConfirmDialog
        open={confirming !== undefined}
        title={confirming === 'remove' ? t.removeTitle : t.createTitle}
        description={confirming === 'remove' ? t.removeConfirm : t.createConfirm}
        confirmLabel={confirming === 'remove' ? t.removeSample : t.createSample}
        tone={confirming === 'remove' ? 'danger' : 'primary'}
        onOpenChange={(open) => {
          if (!open) setConfirming(undefined);
        }}
        onConfirm={() => {
          if (confirming === 'remove') run(t.removeSample, removeSampleData);
          else run(t.createSample, createSampleData);
        }}
      />
    </section>
  );
}
