/**
 * The one button of the app: a few variants and sizes, and a busy state that shows a spinner and
 * the busy label ('Signing in...', 'Saving...') while the action runs. `buttonClass` styles things
 * that must be another element (a Radix `Dialog.Close`, a router `Link`) like a button.
 */
import clsx from 'clsx';
import { Loader2 } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the full width of its container. */
  block?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 font-semibold text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-700 font-semibold text-white hover:bg-red-800',
  ghost: 'font-medium text-brand-700 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-6 text-base',
};

export function buttonClass({ variant = 'secondary', size = 'md', block = false }: ButtonStyle = {}): string {
  return clsx(
    'inline-flex items-center justify-center gap-1.5 rounded-md disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    block && 'w-full',
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /**
   * While true the button refuses presses and reads `busyLabel`. It is marked `aria-disabled`, not
   * `disabled`: a disabled button loses focus, so a keyboard user who pressed it would be left at the
   * top of the page when the action ends.
   */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant,
  size,
  block,
  busy = false,
  busyLabel,
  className,
  type = 'button',
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const refusing = busy && !disabled;
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={refusing || undefined}
      className={clsx(buttonClass({ variant, size, block }), className)}
      // Cancelling the click also stops a submit button's form, and the Enter key's submit in it.
      onClick={refusing ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
