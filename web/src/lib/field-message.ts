/**
 * A server's 400 that names a field (`amount: is more than the balance the company owes.`,
 * `lines.1.quantity: ...`): the field, and the message a form shows under it without the name.
 */
import { ApiError } from './api-client';

const FIELD_MESSAGE = /^([a-z_]+(?:\.\d+\.[a-z_]+)?): (.+)$/;

/** The field a 400 names and its message; null for any other failure. */
export function readFieldMessage(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = FIELD_MESSAGE.exec(error.message);
  return match ? { field: match[1]!, message: match[2]! } : null;
}
