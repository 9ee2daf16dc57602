/**
 * The form kit: react-hook-form driven by a zod schema (usually one of `functions/core`'s, so the
 * form refuses what the server would). Each field shows its message under it and is described by
 * it; a submit with errors scrolls to and focuses the first invalid field in page order; once a
 * form was submitted, a field's message goes as soon as the field is fixed. Only lazily loaded
 * pages import this module, which keeps the form library out of the home page's first load.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useEffect,
  useRef,
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
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button, type ButtonProps } from './button';
import { Field, FormAlert, TextAreaField, TextField, type FieldAria } from './form-field';

/** Where a failure of the submit action itself (a server answer) is kept: see `FormRootError`. */
const SUBMIT_ERROR = 'root.submit' as const;

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
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  const element = useRef<HTMLFormElement>(null);
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
  });

  return (
    <FormProvider {...form}>
      <form ref={element} noValidate onSubmit={(event) => void submit(event)} {...props}>
        {children}
      </form>
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
  return <TextAreaField {...textarea} {...register(name)} error={error} />;
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

/** The failure of the last submit (a server answer), announced as an alert. */
export function FormRootError({ className }: { className?: string }) {
  const message = useFieldError(SUBMIT_ERROR);
  if (!message) return null;
  return (
    <div className={className}>
      <FormAlert tone="error">{message}</FormAlert>
    </div>
  );
}

type FormSubmitProps = Omit<ButtonProps, 'type' | 'busy'> & { busyLabel: string };

/** The submit button: busy, with its busy label, while the submit handler runs. */
export function FormSubmit({ variant = 'primary', ...button }: FormSubmitProps) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" variant={variant} busy={isSubmitting} {...button} />;
}
