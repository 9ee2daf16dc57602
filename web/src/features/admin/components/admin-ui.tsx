/** Small building blocks of the admin dashboard: badges, stat cards, a confirm dialog, paging. */
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { showToast } from '@web/lib/toast';
import { adminStrings } from '../admin-strings';

/** The search field above an admin table: its label is also its placeholder. */
export function SearchBox({
  label,
  value,
  onChange,
  width = 'max-w-sm',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width?: string;
}) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={`${inputClass} ${width}`}
    />
  );
}

export const tableClass = 'w-full min-w-[720px] text-left text-sm';
export const thClass = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
export const tdClass = 'border-b border-slate-100 px-3 py-2 align-middle';

/** The admin tables' frame: a scrolling box, the column headings, the rows, and what shows when empty. */
export function DataTable({
  columns,
  className,
  empty,
  children,
}: {
  columns: readonly string[];
  className?: string;
  empty?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className={clsx(tableClass, className)}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={thClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {empty}
    </div>
  );
}

export function Badge({
  tone,
  children,
}: {
  tone: 'green' | 'amber' | 'red' | 'slate' | 'blue';
  children: ReactNode;
}) {
  const tones = {
    green: 'bg-green-100 text-green-800',
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-800',
    slate: 'bg-slate-100 text-slate-700',
    blue: 'bg-brand-100 text-brand-800',
  };
  return (
    <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone])}>
      {children}
    </span>
  );
}

export function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** The spec's confirmations ('Are you sure you want to delete this product?', removing a role). */
export function ConfirmDialog({ open, message, confirmLabel, onConfirm, onOpenChange }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {adminStrings.confirm.confirm}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{message}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className={buttonClass()}>{adminStrings.confirm.cancel}</Dialog.Close>
            <button
              type="button"
              className={buttonClass({ variant: 'danger' })}
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}

export function Pager({ offset, limit, total, onChange }: PagerProps) {
  if (total === 0) return null;
  const { products } = adminStrings;
  return (
    <div className="mt-3 flex items-center justify-between gap-2 text-sm text-slate-700">
      <span>{products.showing(offset + 1, Math.min(offset + limit, total), total)}</span>
      <div className="flex gap-2">
        <Button disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          {products.previous}
        </Button>
        <Button disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
          {products.next}
        </Button>
      </div>
    </div>
  );
}

/**
 * A failure toast: the spec's title, the server's message as the text (the spec's error catalogue, Users).
 */
export function showFailure(title: string, error: unknown): void {
  const description = error instanceof ApiError || error instanceof Error ? error.message : undefined;
  showToast({ title, description, variant: 'destructive' });
}

export function formatDate(iso: string | null | undefined, fallback = ''): string {
  if (!iso) return fallback;
  return new Date(iso).toLocaleDateString('en-JM', { year: 'numeric', month: 'short', day: 'numeric' });
}
