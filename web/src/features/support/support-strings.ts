/** What the shopper sees on the support page. */
import { SHOP_IDENTITY } from '@core/shop-identity';
import { SHOP_TERMS } from '@core/shop-terms';
import { SALES_WHATSAPP_NUMBER } from '@core/shop-whatsapp';

const CHAT_GREETING = `Hello ${SHOP_IDENTITY.name}, I need help with `;

export const supportStrings = {
  heading: 'Customer Support',
  intro: 'Help with orders, products, installation and warranty claims, from people who know technology.',
  contact: {
    heading: 'Contact Support',
    phone: 'Phone Support',
    email: 'Email Support',
    emailNote: `Response within ${SHOP_TERMS.replyWithin}`,
    chat: 'Live Chat',
    chatNote: 'Chat with our team on WhatsApp',
    chatButton: 'Chat on WhatsApp',
    /** Opens WhatsApp (app or web) on the sales line with a greeting typed in. */
    chatHref: `https://wa.me/${SALES_WHATSAPP_NUMBER}?text=${encodeURIComponent(CHAT_GREETING)}`,
  },
  hours: {
    heading: 'Support Hours',
    lines: ['Mon-Fri: 8:00 AM - 8:00 PM', 'Sat: 9:00 AM - 5:00 PM', 'Sun: 10:00 AM - 4:00 PM'],
    emergency: '24/7 emergency support for enterprise customers',
  },
  form: {
    heading: 'Quick Support Request',
    name: 'Name',
    email: 'Email',
    product: 'Product/Service',
    issueType: 'Issue Type',
    issueTypePlaceholder: 'Select an issue type',
    description: 'Description of the problem',
    submit: 'Submit Request',
    sending: 'Sending...',
    sent: {
      title: 'Request Sent',
      description: 'Thank you. Our support team will reply by e-mail; check your inbox for our confirmation.',
    },
  },
  services: {
    heading: 'Our Services',
    items: [
      {
        title: 'Hardware Repair',
        text: 'Diagnosis and repair of computers, printers and network equipment.',
      },
      {
        title: 'Software Support',
        text: 'Installation, licensing and troubleshooting of business software.',
      },
      { title: 'Remote Support', text: 'Quick fixes over a secure remote session, without a visit.' },
      { title: 'On-Site Service', text: 'A technician at your home or office for installs and repairs.' },
    ],
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How can I track my order?',
        answer:
          'Use the Track Order page with the order number from your confirmation e-mail, or call our support team.',
      },
      {
        question: 'What warranty do your products have?',
        answer:
          "Products carry the manufacturer's warranty, typically 1-3 years depending on the product and brand.",
      },
      {
        question: 'Do you offer installation services?',
        answer: 'Yes. Our technicians can install and set up your equipment for an extra fee.',
      },
      {
        question: 'What payment methods do you accept?',
        answer:
          'Bank transfer, cash in store, and purchase orders for corporate customers. Card payments are not available yet.',
      },
      {
        question: 'Do you ship island-wide?',
        answer: `Yes, we ship across Jamaica: ${SHOP_TERMS.standardDeliveryTimes}. Express delivery is available.`,
      },
    ],
  },
} as const;
