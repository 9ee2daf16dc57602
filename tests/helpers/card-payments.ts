/** Card orders paid through the PowerTranz stand-in of the running shop, as a shopper's browser does. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createShopClient, createTestProducts, newGuestId, type ShopClient } from './cart-api.js';
import type { ProvidedShop } from './integration-setup.js';
import { payOnHostedPage } from './powertranz.js';

/** A guest's card order of two units of a new product (5,000 each, `stock` in stock). */
export async function placeCardOrder(shop: ProvidedShop, stock = 10) {
  const [product] = await createTestProducts(shop, [{ stock, price: 5_000 }]);
  const client = createShopClient(shop, { guestId: newGuestId() });
  await client.add(product!.id, 2);
  const session = (await client.saveCheckout()).body.checkout_session;
  const placed = await client.placeOrder(session.id, randomUUID(), 'card');
  expect(placed.status).toBe(201);
  return { client, product: product!, order: placed.body.order };
}

/** What the payment frame's address answers (the gateway's RedirectData, once), as the browser gets it. */
export async function openCardFrame(shop: ProvidedShop, framePath: string) {
  const answer = await fetch(new URL(framePath, shop.url));
  return { status: answer.status, text: await answer.text(), headers: answer.headers };
}

/**
 * The order page's "Pay by card" as `client` asks it (`body`: Track Order's e-mail), and the frame's
 * document that follows: a new attempt and the gateway's RedirectData.
 */
export async function startCardPayment(
  shop: ProvidedShop,
  client: ShopClient,
  orderNumber: string,
  body: Record<string, string> = {},
) {
  const answer = await client.call<{ attempt_id: string; frame_path: string }>(
    'POST',
    `/api/orders/${orderNumber}/card-payment`,
    body,
  );
  expect(answer.status).toBe(201);
  const frame = await openCardFrame(shop, answer.body.frame_path);
  expect(frame.status).toBe(200);
  return { ...answer.body, redirect_data: frame.text };
}

/** The shop's MerchantResponseUrl, where the hosted page sends the shopper's browser. */
export const cardResponseUrl = (shop: ProvidedShop) => `${shop.url}/api/payments/card/response`;

/** What the shopper's browser posts to the MerchantResponseUrl. */
export async function postCardResponse(shop: ProvidedShop, response: Record<string, unknown>) {
  const answer = await fetch(cardResponseUrl(shop), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ Response: JSON.stringify(response) }),
  });
  return { status: answer.status, text: await answer.text(), headers: answer.headers };
}

/** Starts a payment and pays it on the hosted page: the `Response` the browser would post. */
export async function payWithCard(
  shop: ProvidedShop,
  client: ShopClient,
  orderNumber: string,
  card: string,
  password?: string,
) {
  const started = await startCardPayment(shop, client, orderNumber);
  const hosted = await payOnHostedPage(started.redirect_data, card, { challengePassword: password });
  expect(hosted.merchantResponseUrl).toBe(cardResponseUrl(shop));
  return { started, response: hosted.response };
}
