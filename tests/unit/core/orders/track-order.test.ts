import { describe, expect, it } from 'vitest';
import { orderMessages } from '../../../../functions/core/cart/cart-messages';
import { credentialMessages } from '../../../../functions/core/auth/credentials';
import { trackOrderSchema } from '../../../../functions/core/orders/order';

/** The messages of a failed parse, by field. */
function messagesOf(input: unknown) {
  const result = trackOrderSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('track-order lookup (the page form and the endpoint)', () => {
  it('asks for a missing number and e-mail in the shopper’s words, one message a field', () => {
    expect(messagesOf({ order_number: '  ', email: '' })).toEqual({
      order_number: orderMessages.orderNumberRequired,
      email: credentialMessages.emailRequired,
    });
  });

  it('shows what an order number looks like when one is malformed', () => {
    expect(messagesOf({ order_number: 'SHG-12', email: 'not-an-email' })).toEqual({
      order_number: 'Please enter an order number like SHG-7K4M-2Q9P.',
      email: credentialMessages.invalidEmail,
    });
  });

  it('accepts a number typed in lower case without dashes and normalises it', () => {
    const parsed = trackOrderSchema.parse({ order_number: ' shg7k4m2q9p ', email: ' a@b.jm ' });
    expect(parsed).toEqual({ order_number: 'SHG-7K4M-2Q9P', email: 'a@b.jm' });
  });

  it('refuses a field the form does not send', () => {
    expect(trackOrderSchema.safeParse({ order_number: 'SHG-7K4M-2Q9P', email: 'a@b.jm', x: 1 }).success).toBe(
      false,
    );
  });
});
