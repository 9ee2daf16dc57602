/** What the shopper sees on the contact page. */
import { shop } from '@web/config/shop';

export const contactStrings = {
  heading: 'Contact Us',
  intro: 'Questions about a product, a quote or a bulk order? Our team is here to help.',
  bulkIntro: 'Buying for a business, school or government office? Ask us for a volume quote.',
  form: {
    heading: 'Send us a Message',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    optional: '(optional)',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    sending: 'Sending...',
  },
  sent: {
    title: 'Message Sent',
    description: "Thank you for contacting us. We'll get back to you soon.",
  },
  quote: {
    heading: 'Request a Bulk Quote',
    intro:
      'List the products and quantities you need, and we will reply by e-mail with prices and availability.',
    name: 'Your Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    trn: 'TRN',
    optional: '(optional)',
    linesHeading: 'Products',
    sku: (line: number) => `SKU (line ${line})`,
    quantity: 'Quantity',
    removeLine: (line: number) => `Remove line ${line}`,
    addLine: 'Add a line',
    notes: 'Notes',
    submit: 'Request Quote',
    sending: 'Sending...',
    sent: {
      title: 'Quote Request Sent',
      description: 'Thank you. We will e-mail you a quote. Check your inbox for our confirmation.',
    },
  },
  newsletter: {
    title: 'Newsletter',
    description: `Confirm or end your subscription to the ${shop.name} newsletter.`,
    confirm: { heading: 'Newsletter subscription', busy: 'Confirming your subscription...' },
    unsubscribe: { heading: 'Newsletter', busy: 'Unsubscribing...' },
    missingToken: 'This link is incomplete. Please use the link from the e-mail.',
  },
  details: {
    heading: 'Get in Touch',
    address: 'Address',
    addressLines: [`${shop.address.locality}, ${shop.address.region}`, shop.address.country],
    phone: 'Phone',
    email: 'Sales Email',
    hours: 'Business Hours',
    hoursLines: ['Mon-Fri: 9:00 AM - 6:00 PM', 'Sat: 9:00 AM - 4:00 PM', 'Sun: Closed'],
  },
} as const;
