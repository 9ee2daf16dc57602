/**
 * The form kit: react-hook-form driven by a zod schema (usually one of `functions/core`'s, so the
 * form refuses what the server would). Each field shows its message under it and is described by
 * it; a submit with errors scrolls to and focuses the first invalid field in page order; once a
 * form was submitted, a field's message goes as soon as the field is fixed. A message for a field that
 * has no control on the page (a list edited with buttons, such as images) shows in a summary above
 * the submit button, so a form never refuses to save without saying why. Only lazily loaded
 * pages import this module, which keeps the form library out of the home page's first load.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { Button, type ButtonProps } from './button';
import { Field, FormAlert, TextAreaField, TextField, type FieldAria } from './form-field';

/** Where a failure of the submit action itself (a server answer) is kept: see `FormRootError`. */
const SUBMIT_ERROR = 'root.submit' as const;

/** The form's words of its own (the summary of messages no field on the page shows). */
const formStrings = {
  summaryTitle: 'Not saved. Please check:',
} as const;

/**
 * How many controls on the page show the messages of each top-level field: a field with none has
 * its message in the summary instead.
 */
const ShownFields = createContext<Map<string, number> | null>(null);

/** Marks a field (by its top-level name) as shown on the page while the calling control is mounted. */
export function useShownField(name: string): void {
  const shown = useContext(ShownFields);
  useEffect(() => {
    if (!shown) return;
    const top = name.split('.')[0]!;
    shown.set(top, (shown.get(top) ?? 0) + 1);
    return () => {
      const left = (shown.get(top) ?? 1) - 1;
      if (left > 0) shown.set(top, left);
      else shown.delete(top);
    };
  }, [shown, name]);
}

/**
 * A form of the schema's input type whose submit handler gets the schema's output. Fields are
 * checked on submit, then on every change.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The kit focuses the first invalid field in page order itself (see Form).
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}

interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid'
> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Runs with the parsed values; what it throws becomes the form's submit error. */
  onSubmit: (values: TOutput) => Promise<void> | void;
  /** Turns a thrown error into the message shown above the submit button. */
  describeError?: (error: unknown) => string;
  /**
   * Runs when the schema refused the values, beside the messages under the fields: for a form whose
   * table also wants a toast (sign-up's 'Passwords do not match').
   */
  onInvalid?: (errors: FieldErrors<TValues>) => void;
}

function defaultDescribe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The first field marked invalid, in page order (not in the order fields were registered). */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  describeError = defaultDescribe,
  onInvalid,
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  const element = useRef<HTMLFormElement>(null);
  // One map for the form's life, changed in place by the fields' effects (never a render input).
  const [shown] = useState(() => new Map<string, number>());
  const { submitCount, isSubmitSuccessful } = form.formState;

  // After a submit has rendered its messages, not before: the fields carry aria-invalid only then.
  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) focusFirstInvalid(element.current);
  }, [submitCount, isSubmitSuccessful]);

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors(SUBMIT_ERROR);
    try {
      await onSubmit(values);
    } catch (error) {
      form.setError(SUBMIT_ERROR, { message: describeError(error) });
    }
  }, onInvalid);

  return (
    <FormProvider {...form}>
      <ShownFields.Provider value={shown}>
        <form ref={element} noValidate onSubmit={(event) => void submit(event)} {...props}>
          {children}
        </form>
      </ShownFields.Provider>
    </FormProvider>
  );
}

/** The message of a field of the surrounding form, if it has one. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
}

interface FormFieldProps {
  name: string;
  label: string;
  hint?: string;
  className?: string;
  /** Renders the control; spread `aria` on it and register it (or use a Controller). */
  children: (id: string, aria: FieldAria) => ReactNode;
}

/** A labelled field of the surrounding form with any control: its message shows under it. */
export function FormField({ name, children, ...field }: FormFieldProps) {
  const error = useFieldError(name);
  useShownField(name);
  return (
    <Field {...field} error={error}>
      {children}
    </Field>
  );
}

type FormTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  name: string;
  label: string;
  hint?: string;
};

/** A text input registered with the surrounding form. */
export function FormTextField({ name, ...input }: FormTextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  useShownField(name);
  return <TextField {...input} {...register(name)} error={error} />;
}

type FormTextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & {
  name: string;
  label: string;
  rows?: number;
};

export function FormTextAreaField({ name, ...textarea }: FormTextAreaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  useShownField(name);
  return <TextAreaField {...textarea} {...register(name)} error={error} />;
}

/** A file chooser registered with the surrounding form (read it with `chosenFileSchema`). */
export function FormFileField({ name, label, accept }: { name: string; label: string; accept: string }) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label}>
      {(id, aria) => (
        <input id={id} type="file" accept={accept} className="mt-1 block" {...aria} {...register(name)} />
      )}
    </FormField>
  );
}

/** A checkbox registered with the surrounding form, its label beside it. */
export function FormCheckbox({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
      <input type="checkbox" className="size-4" {...register(name)} />
      {label}
    </label>
  );
}

/**
 * A file field's value (react-hook-form gives the input's FileList) as the one file chosen;
 * `message` shows under the field when none is (or an empty one is).
 */
export const chosenFileSchema = (message: string) =>
  z
    .custom<FileList>(
      (value) => typeof FileList !== 'undefined' && value instanceof FileList && (value[0]?.size ?? 0) > 0,
      message,
    )
    .transform((files) => files[0]!);

/** "selling_price" as a person reads it: "Selling price". */
function toFieldLabel(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first message anywhere in a (nested) field error. */
function findMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = findMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** `Field: message` for each field error no control on the page shows (list items by number). */
function useUnshownMessages(): string[] {
  const { errors } = useFormState();
  const shown = useContext(ShownFields);
  const lines: string[] = [];
  for (const [name, error] of Object.entries(errors)) {
    if (name === 'root' || shown?.has(name)) continue;
    const label = toFieldLabel(name);
    if (Array.isArray(error)) {
      error.forEach((item, index) => {
        const message = findMessage(item);
        if (message) lines.push(`${label} ${index + 1}: ${message}`);
      });
    } else {
      const message = findMessage(error);
      if (message) lines.push(`${label}: ${message}`);
    }
  }
  return lines;
}

/**
 * Why the last submit did not save, above the submit button: the failure of the submit (a server
 * answer), and every message of a field that has no control on the page, announced as an alert.
 */
export function FormRootError({ className }: { className?: string }) {
  const message = useFieldError(SUBMIT_ERROR);
  const unshown = useUnshownMessages();
  if (!message && unshown.length === 0) return null;
  return (
    <div className={className}>
      {message ? <FormAlert tone="error">{message}</FormAlert> : null}
      {unshown.length > 0 ? (
        // Not FormAlert: a list may not sit inside its paragraph.
        <div
          role="alert"
          className="mt-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>{formStrings.summaryTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {unshown.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

type FormSubmitProps = Omit<ButtonProps, 'type' | 'busy'> & { busyLabel: string };

/** The submit button: busy, with its busy label, while the submit handler runs. */
export function FormSubmit({ variant = 'primary', ...button }: FormSubmitProps) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" variant={variant} busy={isSubmitting} {...button} />;
}
