/**
 * The failure toast of a staff action: a title, and the server's message as the text. Its own module
 * rather than part of `toast.ts`, which the shopper's first page loads: only staff screens need it.
 */
import { showToast } from './toast';

export function showFailure(title: string, error: unknown): void {
  const description = error instanceof Error ? error.message : undefined;
  showToast({ title, description, variant: 'destructive' });
}
