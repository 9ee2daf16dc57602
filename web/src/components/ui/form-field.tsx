/**
 * The one input style and the one labelled field of the app. A field ties its label, its hint and
 * its error message to the control (`htmlFor`, `aria-describedby`, `aria-invalid`), so a screen
 * reader reads the message with the field. `components/ui/form` connects these to react-hook-form;
 * they stay free of it so light pages can use them without loading the form library.
 */
import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

export const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** What a control needs to be described by its field: spread it on the input. */
export interface FieldAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  /** The field's error message, shown under the control. */
  error?: string;
  /** Extra classes of the wrapper (grid placement). */
  className?: string;
  children: (id: string, aria: FieldAria) => ReactNode;
}

/** A labelled form control: the label is tied to the control by id, the message by `aria-describedby`. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const aria: FieldAria = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {hint ? <span className="font-normal text-slate-600"> {hint}</span> : null}
      </label>
      {children(id, aria)}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
  ref?: React.Ref<HTMLInputElement>;
};

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(id, aria) => <input id={id} className={clsx(inputClass, className)} {...aria} {...input} />}
    </Field>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  ref?: React.Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, error, rows = 5, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error}>
      {(id, aria) => (
        <textarea id={id} rows={rows} className={clsx(inputClass, className)} {...aria} {...textarea} />
      )}
    </Field>
  );
}

/** An inline message of a form: errors are announced at once (role alert), notices politely. */
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
