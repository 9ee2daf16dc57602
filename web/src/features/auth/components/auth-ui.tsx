/** Small building blocks shared by the auth and account screens: buttons, alerts, the spinner. */
import clsx from 'clsx';
import { Loader2 } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export const primaryButtonClass =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** A submit button that reads its busy label (spec: 'Signing in...', 'Creating account...') while working. */
export function BusyButton({ busy, label, busyLabel, className, ...button }: BusyButtonProps) {
  return (
    <button type="submit" disabled={busy} className={className ?? primaryButtonClass} {...button}>
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** An inline message: errors are announced at once (role alert), notices politely. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-md border px-3 py-2 text-sm',
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-800'
          : 'border-green-300 bg-green-50 text-green-800',
      )}
    >
      {children}
    </p>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <Loader2 aria-hidden="true" className="size-6 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
