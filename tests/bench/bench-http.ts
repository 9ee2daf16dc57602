/**
 * The benches' HTTP calls. An answer that is not 2xx (or no answer at all: status 0) is counted by
 * kind of request and status, not thrown, so one refused request does not lose the rest of a run;
 * the caller gets `ok: false` (or `null` from `requestJson`) and goes on without it. Each bench
 * prints the tally with its results (`printFailedAnswers`), which also makes the run exit non-zero.
 */
import { randomUUID } from 'node:crypto';

interface BenchAnswer {
  /** The HTTP status, 0 when no answer came (the connection failed). */
  status: number;
  ok: boolean;
  /** The answer's content type ('' without an answer). */
  contentType: string;
  text: string;
}

/** Failed answers by kind of request, then by status: how many, and the first one's body. */
const failed = new Map<string, Map<number, { count: number; first: string }>>();

/** Counts a failed answer of `kind` (a request the bench sent otherwise than through `request`). */
export function countFailedAnswer(kind: string, status: number, text = ''): void {
  const byStatus = failed.get(kind) ?? new Map<number, { count: number; first: string }>();
  const seen = byStatus.get(status);
  byStatus.set(status, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? text.slice(0, 200) });
  failed.set(kind, byStatus);
}

/** One request; a non-2xx answer or a failed connection is counted under `kind`, never thrown. */
export async function request(kind: string, url: string, init: RequestInit = {}): Promise<BenchAnswer> {
  let status = 0;
  let contentType = '';
  let text: string;
  try {
    const response = await fetch(url, init);
    status = response.status;
    contentType = response.headers.get('content-type') ?? '';
    text = await response.text();
  } catch (error) {
    text = error instanceof Error ? error.message : String(error);
  }
  const ok = status >= 200 && status < 300;
  if (!ok) countFailedAnswer(kind, status, text);
  return { status, ok, contentType, text };
}

/** A request whose JSON body the bench reads: the body, or `null` when the answer was not 2xx. */
export async function requestJson(
  kind: string,
  url: string,
  init: RequestInit = {},
): Promise<Record<string, unknown> | null> {
  const answer = await request(kind, url, init);
  return answer.ok ? (JSON.parse(answer.text) as Record<string, unknown>) : null;
}

/** How many answers failed so far, of every kind. */
function failedAnswerCount(): number {
  let total = 0;
  for (const byStatus of failed.values()) for (const { count } of byStatus.values()) total += count;
  return total;
}

/**
 * Prints the failed answers by kind and status (with the first body of each), or that there were
 * none; any failed answer makes the process exit non-zero at its end.
 */
export function printFailedAnswers(): void {
  if (failed.size === 0) {
    console.log('  non-2xx answers: none');
    return;
  }
  console.log(`  non-2xx answers: ${failedAnswerCount()} (the run went on without them):`);
  for (const [kind, byStatus] of [...failed].sort(([a], [b]) => a.localeCompare(b)))
    for (const [status, { count, first }] of [...byStatus].sort(([a], [b]) => a - b))
      console.log(
        `  - ${kind}: ${count} x ${status === 0 ? 'no answer' : status}${first ? ` (${first})` : ''}`,
      );
  process.exitCode = 1;
}

/** A JSON call of the shop's API (or the gateway's): its body, or `null` when it was not 2xx. */
export const callJson = (
  kind: string,
  url: string,
  method: 'GET' | 'POST' = 'GET',
  headers: Record<string, string> = {},
  body?: string,
) => requestJson(kind, url, { method, headers: { 'content-type': 'application/json', ...headers }, body });

/**
 * A new guest with one unit of `productId` in the cart and a saved checkout session (not measured);
 * `null` when either step failed (counted).
 */
export async function prepareGuestCheckout(
  shopUrl: string,
  productId: string,
  checkoutBody: string,
): Promise<{ guest: string; session: string } | null> {
  const guest = `guest_${randomUUID()}`;
  const headers = { 'x-guest-session-id': guest };
  const added = await callJson(
    'POST /api/cart/items',
    `${shopUrl}/api/cart/items`,
    'POST',
    headers,
    JSON.stringify({ product_id: productId, quantity: 1 }),
  );
  const saved =
    added &&
    (await callJson(
      'POST /api/checkout/sessions',
      `${shopUrl}/api/checkout/sessions`,
      'POST',
      headers,
      checkoutBody,
    ));
  return saved ? { guest, session: (saved.checkout_session as { id: string }).id } : null;
}
