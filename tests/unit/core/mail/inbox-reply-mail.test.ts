import { describe, expect, it } from 'vitest';
import { renderInboxReplyMail } from '../../../../functions/core/mail/inbox-reply-mail.js';

describe('the inbox reply e-mail', () => {
  it("greets the sender, keeps the reply's paragraphs and quotes the sender's message", async () => {
    const mail = await renderInboxReplyMail({
      senderName: 'Shanice Campbell',
      subject: 'Laptop delivery',
      reply: 'Yes, we deliver to Mandeville.\n\nIt takes three working days.',
      original: 'Do you deliver laptops to Mandeville?',
    });
    expect(mail.subject).toBe('Re: Laptop delivery');
    expect(mail.text).toContain('Dear Shanice Campbell,');
    expect(mail.text).toMatch(/Yes, we deliver to Mandeville\.\s+It takes three working days\./);
    expect(mail.text.indexOf('You wrote:')).toBeGreaterThan(mail.text.indexOf('three working days'));
    expect(mail.text).toContain('Do you deliver laptops to Mandeville?');
    expect(mail.html).toContain('<p');
  });

  it('shows what staff typed as text, never as markup', async () => {
    const mail = await renderInboxReplyMail({
      senderName: 'Devon',
      subject: 'Printer',
      reply: '<script>alert(1)</script> Please bring it in.',
      original: 'It jams.',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
