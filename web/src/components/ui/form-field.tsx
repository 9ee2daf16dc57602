import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

export const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

interface FieldProps {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  children: (id: string) => ReactNode;
}

/** A labelled form control: the label is tied to the control by id. */
export function Field({ label, hint, children }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {hint ? <span className="font-normal text-slate-600"> {hint}</span> : null}
      </label>
      {children(id)}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; hint?: string };

export function TextField({ label, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(id) => <input id={id} className={className ?? inputClass} {...input} />}
    </Field>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string };

export function TextAreaField({ label, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label}>{(id) => <textarea id={id} rows={5} className={inputClass} {...textarea} />}</Field>
  );
}
