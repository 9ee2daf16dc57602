/**
 * The rate limits of every public request that leads to an e-mail (the contact, support and quote
 * forms, the newsletter and back-in-stock sign-ups): the same counters for every such route, so one
 * budget per sender address and per network address whatever the form.
 */
import { enquiryAnswers } from '../../core/inbox/inbox-strings.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { ENQUIRY_LIMITS } from '../../core/security-limits.js';
import { countRequest } from '../../data/rate-limits.js';

const window = (limit: number) => ({
  limit,
  windowSeconds: ENQUIRY_LIMITS.windowSeconds,
  graceSeconds: ENQUIRY_LIMITS.counterGraceSeconds,
});

/** Counts the request; over either limit, a `rate-limited` violation (429 with Retry-After) saying `refusal`. */
export async function enforceRateLimits(
  email: string,
  networkAddress: string,
  refusal: string = enquiryAnswers.tooManyRequests,
): Promise<void> {
  for (const [scope, subject, limit] of [
    ['ip', networkAddress, ENQUIRY_LIMITS.perNetworkAddress],
    ['email', email.toLowerCase(), ENQUIRY_LIMITS.perAddress],
  ] as const) {
    const count = await countRequest(scope, subject, window(limit));
    if (!count.allowed) throw new RuleViolation('rate-limited', refusal, count.retryAfterSeconds);
  }
}
