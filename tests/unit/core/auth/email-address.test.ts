import { describe, expect, it } from 'vitest';
import { emailSchema, signInSchema } from '../../../../functions/core/auth/credentials.js';
import { matchesOrderEmail, trackOrderSchema } from '../../../../functions/core/orders/order.js';
import { documentUploadRequestSchema } from '../../../../functions/core/orders/payment-documents.js';

describe('e-mail addresses are case-insensitive', () => {
  it('keeps an address typed with capitals and spaces as one lowercase address', () => {
    expect(emailSchema.parse('  Customer@Storefront.local ')).toBe('customer@storefront.local');
    expect(signInSchema.parse({ email: 'Customer@Storefront.LOCAL', password: 'x' }).email).toBe(
      'customer@storefront.local',
    );
  });

  it('looks an order up by its e-mail whatever the case typed', () => {
    const lookup = trackOrderSchema.parse({ order_number: 'SHG-2345-6789', email: 'Buyer@Example.COM' });
    expect(lookup.email).toBe('buyer@example.com');
    expect(matchesOrderEmail({ customer_info: { email: 'Buyer@example.com' } } as never, lookup.email)).toBe(
      true,
    );
    const upload = documentUploadRequestSchema.parse({
      kind: 'payment_proof',
      content_type: 'application/pdf',
      file_name: 'proof.pdf',
      size: 100,
      email: ' Buyer@Example.com',
    });
    expect(upload.email).toBe('buyer@example.com');
  });
});
