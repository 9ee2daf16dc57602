/**
 * A business rule said no. Core code throws this without knowing HTTP; the handler chain maps the
 * kind to a status in its one error mapper (conflict 409, not-found 404, invalid 400, forbidden 403,
 * concurrent-change 409 of its own type: nothing was written and the same request may be sent
 * again; unavailable 503: a service outside the shop, such as the card gateway, did not answer).
 */
export type RuleViolationKind =
  'conflict' | 'not-found' | 'invalid' | 'forbidden' | 'concurrent-change' | 'unavailable';

export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';

  constructor(
    readonly kind: RuleViolationKind,
    message: string,
  ) {
    super(message);
  }
}
