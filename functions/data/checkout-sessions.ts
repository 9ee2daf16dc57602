/**
 * Checkout sessions: the owner's latest one, one item per
 * owner (`checkout#user#<sub>` or `checkout#guest#<id>` / `session`). Guest sessions expire.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CartOwner } from '../core/cart/cart.js';
import { resolveFulfilmentChoice, type CheckoutSession } from '../core/checkout/checkout.js';
import { ORDERS } from '../core/orders/order-limits.js';
import { documentClient, getTableName, stripKeys } from './dynamo-client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

/** Stores the session, replacing the owner's previous one, and returns it. */
export async function saveCheckoutSession(
  owner: CartOwner,
  session: CheckoutSession,
): Promise<CheckoutSession> {
  const expires =
    owner.kind === 'guest'
      ? {
          [TTL_ATTRIBUTE]:
            Math.floor(Date.parse(session.created_at) / 1000) + ORDERS.guestDataTtlDays * 86_400,
        }
      : {};
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: { ...keys.checkoutSession(owner), entity: 'checkout-session', ...session, ...expires },
    }),
  );
  return session;
}

/** The owner's latest checkout session, or `undefined`. */
export async function getCheckoutSession(owner: CartOwner): Promise<CheckoutSession | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.checkoutSession(owner), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { [TTL_ATTRIBUTE]: _ttl, ...stored } = stripKeys(result.Item);
  const session = stored as CheckoutSession;
  return { ...session, fulfilment: resolveFulfilmentChoice(session.fulfilment, session.shipping_address) };
}
