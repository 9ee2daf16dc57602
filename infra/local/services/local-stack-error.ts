/**
 * The one error type of the embedded stack that the CLI prints as a single line, without a stack
 * trace: a missing Java, a busy port, a service that does not answer. Anything else is a bug and
 * keeps its stack.
 */
export class LocalStackError extends Error {
  override readonly name = 'LocalStackError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** True for the one-line errors above, so callers can print `error.message` alone. */
export function isLocalStackError(error: unknown): error is LocalStackError {
  return error instanceof LocalStackError;
}
