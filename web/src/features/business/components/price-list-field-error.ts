/**
 * The form field a 400 of the price list routes names (`valid_to: Valid to must not be before Valid
 * from.`, `rules.1.id: This category or brand already has a rule in this list.`), with its message
 * (the forms' own sentence, from core's schema), for the "New price list" and "Edit list" forms.
 */
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { PriceListInput, priceListInputSchema } from '@core/pricing/price-list-schemas';
import { ApiError } from '@web/lib/api-client';

/** A field of the price list forms' values (`rules.0.percent_off`). */
type PriceListField = FieldPath<z.input<typeof priceListInputSchema>>;

const FIELDS: readonly string[] = ['name', 'valid_from', 'valid_to', 'rules'] satisfies Array<
  keyof PriceListInput
>;

/** The whole path (a rule's field included) when its first part is one of the header's fields. */
function getNamedField(error: unknown): { path: PriceListField; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^(([a-z_]+)[\w.]*): (.+)$/.exec(error.message);
  if (!match || !FIELDS.includes(match[2]!)) return null;
  // The server names the fields of the same schema the forms are built on.
  return { path: match[1] as PriceListField, message: match[3]! };
}

/** Shows a 400 that names a field under that field (react-hook-form's `setError`); any other error is thrown on. */
export function showNamedFieldError(
  error: unknown,
  setError: (path: PriceListField, error: { message: string }) => void,
): void {
  const named = getNamedField(error);
  if (!named) throw error;
  setError(named.path, { message: named.message });
}
