/**
 * A business rule said no. Core, data and service code throw this without knowing HTTP; the handler
 * chain maps the kind to a status in its one error mapper (conflict 409, not-found 404, invalid 400,
 * forbidden 403, gone 410: what a link opened is no longer open to it; concurrent-change 409 of its
 * own type: nothing was written and the same request may be sent again; rate-limited 429 with
 * `retryAfterSeconds`; unavailable 503: a service outside the shop, such as the card gateway, did
 * not answer).
 */
export type RuleViolationKind =
  | 'conflict'
  | 'not-found'
  | 'invalid'
  | 'forbidden'
  | 'gone'
  | 'concurrent-change'
  | 'rate-limited'
  | 'unavailable';

export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';

  constructor(
    readonly kind: RuleViolationKind,
    message: string,
    /** For `rate-limited`: when the same request may be sent again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
