/** Small building blocks of the admin dashboard: badges, stat cards, a confirm dialog, paging, a reason field. */
import clsx from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { inputClass } from '@web/components/ui/form-field';
import { adminStrings } from '../admin-strings';
import { TableHead } from '@web/components/ui/table-head';

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
        <TableHead columns={columns} className={thClass} />
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

type AdminConfirmDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, 'title' | 'cancelLabel'> & {
  /** What is about to change, named (the product, the user); 'Confirm' when left out. */
  title?: string;
};

/** The shop's confirmations ('Are you sure you want to delete this product?', removing a role). */
export function AdminConfirmDialog({
  title = adminStrings.confirm.confirm,
  ...props
}: AdminConfirmDialogProps) {
  return <ConfirmDialog title={title} cancelLabel={adminStrings.confirm.cancel} {...props} />;
}

interface PagerProps {
  /** The page shown, or nothing while the first one loads. */
  page: { offset: number; limit: number; total: number } | undefined;
  onChange: (offset: number) => void;
}

/** 'Showing 1-20 of 45' with Previous and Next under a paged table; nothing when there is nothing. */
export function Pager({ page, onChange }: PagerProps) {
  if (!page || page.total === 0) return null;
  const { offset, limit, total } = page;
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

export function formatDate(iso: string | null | undefined, fallback = ''): string {
  if (!iso) return fallback;
  return new Date(iso).toLocaleDateString('en-JM', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A date with its time, to tell apart things of the same day (two proofs of payment, say). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-JM', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A staff member's reason (a rejection, a move of an unpaid order), two lines, labelled above. */
export function ReasonField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (reason: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
