/**
 * Typed HTTP errors, used inside the handler chain only: the chain throws them for what it checks
 * itself (origin, sign-in, groups, the request's shape and size, the public forms' gate), and its
 * one error mapper (`errorToResponse` in http-handler.ts) turns every RuleViolation that core, data,
 * services and handlers throw into one of these. The order route alone throws two of its own (the
 * total or the cart changed), whose answers carry the new figures.
 */
export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
  abstract readonly errorType: string;

  toJSON(): { error: string; message: string } {
    return { error: this.errorType, message: this.message };
  }
}

export class BadRequestError extends HttpError {
  readonly statusCode = 400;
  readonly errorType = 'BadRequest';
}

export class UnauthorizedError extends HttpError {
  readonly statusCode = 401;
  readonly errorType = 'Unauthorized';
  constructor(message = 'Sign-in required.') {
    super(message);
  }
}

export class ForbiddenError extends HttpError {
  readonly statusCode = 403;
  readonly errorType = 'Forbidden';
  constructor(message = 'Access denied. Admin privileges required.') {
    super(message);
  }
}

/** A staff member without two-step verification: the web offers the TOTP set-up on this error. */
export class MfaRequiredError extends HttpError {
  readonly statusCode = 403;
  readonly errorType = 'MfaRequired';
}

export class NotFoundError extends HttpError {
  readonly statusCode = 404;
  readonly errorType = 'NotFound';
}

/** What a link opened is no longer open to it (an expired order link). */
export class GoneError extends HttpError {
  readonly statusCode = 410;
  readonly errorType = 'Gone';
}

export class ConflictError extends HttpError {
  readonly statusCode = 409;
  readonly errorType = 'Conflict';
}

/** A service outside the shop (the card gateway) did not answer; nothing was charged or written. */
export class ServiceUnavailableError extends HttpError {
  readonly statusCode = 503;
  readonly errorType = 'ServiceUnavailable';
}

export class PayloadTooLargeError extends HttpError {
  readonly statusCode = 413;
  readonly errorType = 'PayloadTooLarge';
}

export class TooManyRequestsError extends HttpError {
  readonly statusCode = 429;
  readonly errorType = 'TooManyRequests';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }

  /**
   * Also in the body, as the scrape result's `retryAfter` and for clients without
   * headers.
   */
  override toJSON(): { error: string; message: string; retryAfter: number } {
    return { ...super.toJSON(), retryAfter: this.retryAfterSeconds };
  }
}

/** The order's total is not the one the shopper confirmed (a price changed): the new figures. */
export class TotalChangedError extends HttpError {
  readonly statusCode = 409;
  readonly errorType = 'PriceChanged';
  constructor(
    message: string,
    readonly summary: { subtotal: number; gct: number; shipping: number; total: number },
  ) {
    super(message);
  }

  override toJSON(): {
    error: string;
    message: string;
    total: number;
    summary: TotalChangedError['summary'];
  } {
    return { ...super.toJSON(), total: this.summary.total, summary: this.summary };
  }
}

/** The cart is not the one the shopper confirmed (another tab changed it): nothing was written. */
export class CartChangedError extends HttpError {
  readonly statusCode = 409;
  readonly errorType = 'CartChanged';
}

/**
 * Other requests kept changing the same records while this one tried to write: nothing was written
 * and the very same request may be sent again (after `retryAfterSeconds`). A 409 of its own type, so
 * a client can tell "try again" from a broken rule.
 */
export class ConcurrentChangeError extends HttpError {
  readonly statusCode = 409;
  readonly errorType = 'ConcurrentChange';
  readonly retryAfterSeconds = 1;

  override toJSON(): { error: string; message: string; retryAfter: number } {
    return { ...super.toJSON(), retryAfter: this.retryAfterSeconds };
  }
}
