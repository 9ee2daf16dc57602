/** Debug Panel: Check Auth (the caller's claims and groups), Test Database (counts), Create Sample Data. */
import { useState } from 'react';
import { adminStrings } from '../admin-strings';
import { checkAuth, createSampleData, testDatabase } from '../api/admin-debug';
import { Button } from '@web/components/ui/button';
import { showFailure } from '@web/lib/failure-toast';

export function DebugPanel() {
  const [result, setResult] = useState<unknown>();
  const [running, setRunning] = useState<string | undefined>();
  const { debug: t } = adminStrings;

  const run = async (label: string, action: () => Promise<unknown>) => {
    setRunning(label);
    try {
      setResult(await action());
    } catch (error) {
      showFailure(t.failed, error);
      setResult(error instanceof Error ? { error: error.message } : error);
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <section aria-label={adminStrings.tabs.debug} className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {(
          [
            [t.checkAuth, checkAuth],
            [t.testDatabase, testDatabase],
            [t.createSample, createSampleData],
          ] as const
        ).map(([label, action]) => (
          <Button key={label} disabled={running !== undefined} onClick={() => void run(label, action)}>
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
    </section>
  );
}
