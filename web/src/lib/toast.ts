/**
 * A tiny toast queue. Screens call {@link showToast}; the Radix toaster that draws the queue is a lazy
 * chunk loaded on the first toast, so the shopper's first load carries only this module.
 */
import { UI } from '@web/lib/ui-timings';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  /** Errors use the destructive style. */
  variant?: ToastVariant;
  /** 5 s unless a message says otherwise (some use 4 s). */
  durationMs?: number;
  /** One action in the toast: a link to where its news can be seen (the cart after an add), or a button (Undo). */
  action?: ToastAction;
}

/** A link (an in-app path, opened by the router) or a button; a button's `altText` tells a screen reader how to do it otherwise. */
export type ToastAction =
  { label: string; href: string } | { label: string; altText: string; onAction: () => void };

export interface ToastItem extends Required<Omit<ToastInput, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastAction;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
let anyShown = false;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Queues a toast and returns its id. A toast that is not an error means the step the reader was
 * on has now succeeded, so the errors still showing from earlier attempts go: they no longer hold.
 */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? UI.toastDurationLongMs,
    ...(input.action ? { action: input.action } : {}),
  };
  const kept =
    item.variant === 'destructive' ? toasts : toasts.filter((toast) => toast.variant !== 'destructive');
  toasts = [...kept, item];
  anyShown = true;
  emit();
  return id;
}

/** Drops a toast once it has closed. */
export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** Whether any toast was ever queued: the toaster loads on the first one and then stays. */
export function hasShownAnyToast(): boolean {
  return anyShown;
}
