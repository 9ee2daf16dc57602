/**
 * A business rule said no. Core code throws this without knowing HTTP; the handler chain maps the
 * kind to a status in its one error mapper (conflict 409, not-found 404, invalid 400).
 */
export type RuleViolationKind = 'conflict' | 'not-found' | 'invalid';

export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';

  constructor(
    readonly kind: RuleViolationKind,
    message: string,
  ) {
    super(message);
  }
}
