/**
 * The payment frame's document: the gateway's RedirectData of one attempt, handed out once and only
 * while its SpiToken is good. The route's own headers (a CSP `sandbox` without `allow-same-origin`)
 * keep it off the shop's origin while its scripts (the auto-submit, 3-D Secure) run.
 */
import { renderCardFrameGonePage } from '../../core/payments/card-payment.js';
import { takeCardFrame } from '../../data/card-payments.js';

export interface CardFrameDocument {
  /** 200 with the gateway's page; 404 with a short page when it was served before or is too old. */
  status: 200 | 404;
  html: string;
}

export async function openCardFrame(attemptId: string, now = new Date()): Promise<CardFrameDocument> {
  const redirectData = await takeCardFrame(attemptId, now.toISOString());
  return redirectData === undefined
    ? { status: 404, html: renderCardFrameGonePage() }
    : { status: 200, html: redirectData };
}
