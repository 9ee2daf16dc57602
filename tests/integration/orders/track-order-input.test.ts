import { describe, expect, inject, it } from 'vitest';
import { orderMessages } from '../../../functions/core/cart/cart-messages.js';
import { credentialMessages } from '../../../functions/core/auth/credentials.js';
import { trackOrder } from '../../helpers/cart-api.js';

const shop = inject('shop');

describe('POST /api/orders/track refuses what the page form refuses, in the same words', () => {
  it('names the order number field when it is blank or malformed', async () => {
    const blank = await trackOrder(shop, ' ', 'shopper@example.com');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(`order_number: ${orderMessages.orderNumberRequired}`);

    const malformed = await trackOrder(shop, 'SHG-12', 'shopper@example.com');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(`order_number: ${orderMessages.orderNumberInvalid}`);
  });

  it('names the e-mail field when it is not an address', async () => {
    const answer = await trackOrder(shop, 'SHG-7K4M-2Q9P', 'shopper@');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`email: ${credentialMessages.invalidEmail}`);
  });

  it('answers a well-formed number nobody ordered with the same 404 as a wrong e-mail', async () => {
    const answer = await trackOrder(shop, 'shg 7k4m 2q9p', 'shopper@example.com');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(orderMessages.orderNotFound);
  });
});
