/** The spinner of the auth and account screens while the session loads. */
import { Loader2 } from 'lucide-react';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <Loader2 aria-hidden="true" className="size-6 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
