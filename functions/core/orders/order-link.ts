/**
 * The link in an order's e-mails: it opens the order page, the tax invoice and the proof upload on
 * any device, without the guest session that placed the order. Its secret is the shop's one kind of
 * link token (`core/link-token.ts`, as quote links use), kept on the order with an expiry; it never
 * leaves the server except in the shopper's mails.
 */
import * as z from 'zod';
import { ORDERS } from './order-limits.js';
import { linkTokenSchema } from '../link-token.js';

export interface OrderLink {
  token: string;
  expires_at: string;
}

/** What the server answers about an order link. */
export const orderLinkMessages = {
  token: 'must be the token from the order e-mail.',
  invalid: 'This order link is not valid.',
  expired: 'This order link has expired.',
} as const;

export const orderLinkTokenSchema = linkTokenSchema(orderLinkMessages.token);

/** `?token=` of the order and invoice reads. */
export const orderLinkQuerySchema = z.object({ token: orderLinkTokenSchema.optional() });

/** The link of an order placed at `now`, valid `ORDERS.orderLinkValidDays`. */
export function buildOrderLink(token: string, now: string): OrderLink {
  const validMs = ORDERS.orderLinkValidDays * 24 * 60 * 60 * 1000;
  return { token, expires_at: new Date(Date.parse(now) + validMs).toISOString() };
}

/**
 * The path of the order page a shopper's link opens: with the order link's token, the page opens on
 * any device (the order's e-mails, the card frame's "Payment sent" page); without one, only for the
 * order's owner. The one builder of a shopper's order link.
 */
export function orderPagePath(orderNumber: string, link?: Pick<OrderLink, 'token'> | null): string {
  const token = link ? `?token=${encodeURIComponent(link.token)}` : '';
  return `/order/${encodeURIComponent(orderNumber)}${token}`;
}
