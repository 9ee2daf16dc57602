import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  newsletterSignupSchema,
  quoteRequestSchema,
  supportRequestSchema,
} from '../../../../functions/core/inbox/forms.js';
import { buildInboxMessage } from '../../../../functions/core/inbox/message.js';
import { planSignup, type NewsletterSubscription } from '../../../../functions/core/inbox/newsletter.js';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : undefined;
};

const contact = {
  first_name: ' Shanice ',
  last_name: 'Brown',
  email: 'shanice@example.com',
  phone: '',
  subject: 'Laptops',
  message: 'Twenty laptops, please.',
};

describe('contact form schema', () => {
  it('trims the fields and reads an empty phone as none', () => {
    expect(contactFormSchema.parse(contact)).toMatchObject({ first_name: 'Shanice', phone: null });
  });

  it('names the field that is wrong', () => {
    expect(firstIssue(contactFormSchema.safeParse({ ...contact, email: 'shanice@' }))).toBe(
      'email: Please enter a valid email address.',
    );
    expect(firstIssue(contactFormSchema.safeParse({ ...contact, phone: '12' }))).toBe(
      'phone: Please enter a valid phone number.',
    );
    expect(firstIssue(contactFormSchema.safeParse({ ...contact, message: '  ' }))).toBe(
      'message: Please enter your message.',
    );
  });

  it('refuses fields it does not know', () => {
    expect(contactFormSchema.safeParse({ ...contact, admin: true }).success).toBe(false);
  });
});

describe('support request schema', () => {
  const request = {
    name: 'Andre',
    email: 'andre@example.com',
    product_service: 'HP printer',
    issue_type: 'Installation Help',
    description: 'Needs drivers.',
  };

  it("takes only the shop's issue types and needs a description", () => {
    expect(supportRequestSchema.safeParse(request).success).toBe(true);
    expect(firstIssue(supportRequestSchema.safeParse({ ...request, issue_type: 'Billing' }))).toBe(
      'issue_type: Please choose an issue type.',
    );
    expect(firstIssue(supportRequestSchema.safeParse({ ...request, description: undefined }))).toBe(
      'description: Please describe the problem.',
    );
  });
});

describe('quote request schema', () => {
  const quote = {
    name: 'Diane',
    email: 'diane@example.com',
    company: 'Portmore High',
    trn: '',
    lines: [{ sku: 'HP-250', quantity: '3' }],
  };

  it('reads quantities typed as text, an empty TRN as none and a TRN with dashes as digits', () => {
    expect(quoteRequestSchema.parse(quote)).toMatchObject({ trn: null, lines: [{ quantity: 3 }], notes: '' });
    expect(quoteRequestSchema.parse({ ...quote, trn: '123-456-789' }).trn).toBe('123456789');
  });

  it('refuses a request without lines, a bad quantity and a short TRN, naming the line', () => {
    expect(firstIssue(quoteRequestSchema.safeParse({ ...quote, lines: [] }))).toBe(
      'lines: Please add at least one product line.',
    );
    expect(
      firstIssue(
        quoteRequestSchema.safeParse({ ...quote, lines: [...quote.lines, { sku: 'X', quantity: 0 }] }),
      ),
    ).toBe('lines.1.quantity: Quantity must be a whole number from 1 to 10,000.');
    expect(firstIssue(quoteRequestSchema.safeParse({ ...quote, trn: '1234' }))).toMatch(/^trn: /);
  });
});

describe('newsletter', () => {
  it('needs an e-mail address', () => {
    expect(firstIssue(newsletterSignupSchema.safeParse({ email: 'nope' }))).toBe(
      'email: Please enter a valid email address.',
    );
  });

  it('leaves a confirmed subscription alone, resends to a pending one, starts over after unsubscribing', () => {
    const base: NewsletterSubscription = {
      email: 'a@example.com',
      status: 'confirmed',
      token: 't',
      created_at: '',
      updated_at: '',
      confirmed_at: null,
    };
    expect(planSignup(undefined)).toBe('create');
    expect(planSignup(base)).toBe('none');
    expect(planSignup({ ...base, status: 'pending' })).toBe('resend');
    expect(planSignup({ ...base, status: 'unsubscribed' })).toBe('create');
  });
});

describe('stored inbox message', () => {
  it("names a support request's subject after its issue type and product, and opens the thread", () => {
    const message = buildInboxMessage(
      {
        kind: 'support',
        form: supportRequestSchema.parse({
          name: 'Andre',
          email: 'Andre@Example.com',
          product_service: 'HP printer',
          issue_type: 'Warranty Claim',
          description: 'Broken tray.',
        }),
      },
      { id: 'm1', threadEntryId: 't1', now: '2026-01-01T00:00:00.000Z', userId: 'u1' },
    );
    expect(message).toMatchObject({
      subject: 'Warranty Claim: HP printer',
      status: 'new',
      version: 1,
      sender: { email: 'andre@example.com', user_id: 'u1' },
      thread: [{ id: 't1', kind: 'received', by: null, body: 'Broken tray.' }],
    });
  });
});
