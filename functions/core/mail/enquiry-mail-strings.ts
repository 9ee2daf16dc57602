/** Every word of the enquiry and newsletter e-mails: the sender's acknowledgement, staff's notice, the opt-in. */
import type { InboxKind } from '../inbox/message.js';
import { SHOP_TERMS } from '../shop-terms.js';

const kindNames: Record<InboxKind, string> = {
  contact: 'message',
  support: 'support request',
  quote: 'quote request',
};

export const enquiryMailWords = {
  acknowledgement: {
    subject: (kind: InboxKind) => `We received your ${kindNames[kind]}`,
    heading: 'Thank you for getting in touch',
    intro: (name: string, kind: InboxKind) => [
      `Hi ${name},`,
      kind === 'quote'
        ? 'We received your quote request and will reply with prices and availability.'
        : `We received your ${kindNames[kind]} and will reply within ${SHOP_TERMS.replyWithin} (business days).`,
      'Here is a copy of what you sent.',
    ],
  },
  staff: {
    subject: (kind: InboxKind, subject: string) => `New ${kindNames[kind]}: ${subject}`,
    heading: 'New enquiry',
    intro: (kind: InboxKind, name: string) => [`${name} sent a ${kindNames[kind]} through the shop.`],
    openInbox: 'Open the staff area',
  },
  labels: {
    subject: 'Subject',
    from: 'From',
    phone: 'Phone',
    productService: 'Product/Service',
    issueType: 'Issue type',
    company: 'Company',
    trn: 'TRN',
    lines: 'Products (quantity x SKU)',
    message: 'Message',
    none: 'none',
  },
  newsletter: {
    subject: 'Please confirm your newsletter subscription',
    heading: 'Confirm your subscription',
    intro: [
      'Thank you for signing up for our newsletter.',
      'Please confirm that you want to receive it. If you did not sign up, ignore this e-mail and you will get nothing more from us.',
    ],
    confirm: 'Confirm subscription',
    unsubscribe: 'Unsubscribe',
    unsubscribeNote: 'You are receiving this because this address was signed up for our newsletter.',
  },
} as const;
