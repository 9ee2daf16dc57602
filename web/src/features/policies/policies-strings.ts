/** What the shopper reads on the returns, privacy and terms pages. */
import { MARKETING } from '@core/marketing-claims';
import { CURRENCY } from '@core/currency';
import { shop } from '@web/config/shop';

const refundDays = `${MARKETING.refundMinBusinessDays}-${MARKETING.refundMaxBusinessDays} business days`;

export const policiesStrings = {
  returns: {
    heading: 'Returns & Exchanges',
    intro: `Not the right fit? Return it within ${MARKETING.returnWindowDays} days and we will make it right.`,
    highlights: [
      {
        title: `${MARKETING.returnWindowDays}-Day Returns`,
        text: `Return most items within ${MARKETING.returnWindowDays} days of delivery.`,
      },
      { title: 'Quality Guarantee', text: 'Every product is 100% authentic and checked before it ships.' },
      { title: 'Fast Processing', text: `Returns are processed in ${refundDays}.` },
    ],
    eligibleHeading: 'Eligible for Return',
    eligible: [
      'Unopened items in their original packaging',
      'Defective or damaged items',
      'Items that differ from what was ordered',
      'Items with all accessories, manuals and documentation',
    ],
    nonReturnableHeading: 'Non-Returnable Items',
    nonReturnable: [
      'Opened software and digital licences',
      'Consumables such as ink and toner once opened',
      'Items damaged by misuse or accident',
      'Custom or special-order items',
    ],
    stepsHeading: 'How to Return an Item',
    steps: [
      { title: 'Contact Us', text: 'Call or e-mail our support team with your order number.' },
      {
        title: 'Get an RMA Number',
        text: 'We issue a Return Merchandise Authorization number for your return.',
      },
      { title: 'Ship the Item', text: 'Pack the item securely with the RMA number and send it to us.' },
      {
        title: 'Receive Your Refund',
        text: `Your refund is processed within ${refundDays} after we receive the item.`,
      },
    ],
    notesHeading: 'Important Notes',
    notes: [
      'The original receipt or proof of purchase is required for every return.',
      'Return shipping is paid by the customer unless the item is defective.',
      'Refunds are made to the original payment method.',
    ],
    cta: 'Start a Return',
  },
  lastUpdated: 'Last updated: January 1, 2025',
  privacy: {
    heading: 'Privacy Policy',
    intro: `How ${shop.name} collects, uses and protects your personal information.`,
    sections: [
      {
        title: 'Information We Collect',
        paragraphs: [
          'We collect the information you give us when you create an account, place an order or contact us: your name, e-mail address, phone number, and shipping and billing addresses.',
          'We also collect basic technical information such as your browser type and the pages you visit, to keep the shop working and secure.',
        ],
      },
      {
        title: 'How We Use Your Information',
        paragraphs: [
          'We use your information to process and deliver orders, provide customer support, send order updates and, if you ask for them, news and offers.',
        ],
      },
      {
        title: 'Sharing Your Information',
        paragraphs: [
          'We do not sell your personal information. We share it only with the partners who help us run the shop, such as payment processors and delivery services, and only as far as they need it.',
        ],
      },
      {
        title: 'Data Security',
        paragraphs: [
          'Checkout is protected by SSL encryption and access to personal information is limited to the staff who need it.',
        ],
      },
      {
        title: 'Your Rights',
        paragraphs: [
          'You may ask to see, correct or delete the personal information we hold about you. Contact us and we will respond promptly.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: [`Questions about this policy: ${shop.email} or ${shop.phone}.`],
      },
    ],
  },
  terms: {
    heading: 'Terms of Service',
    intro: `The terms that apply when you shop with ${shop.name}.`,
    sections: [
      {
        title: 'Acceptance of Terms',
        paragraphs: ['By using this website and placing an order you agree to these terms.'],
      },
      {
        title: 'Prices and Payment',
        paragraphs: [
          `All prices are in Jamaican dollars (${CURRENCY.code}). Prices and availability may change without notice.`,
          'Payment is due at the time of purchase.',
        ],
      },
      {
        title: 'Orders and Delivery',
        paragraphs: [
          'An order is accepted once we confirm it. We deliver island-wide; delivery times are estimates.',
        ],
      },
      {
        title: 'Returns',
        paragraphs: [
          `Returns are accepted within ${MARKETING.returnWindowDays} days as described in our Returns & Exchanges policy.`,
        ],
      },
      {
        title: 'Warranties',
        paragraphs: [
          "Product warranties are the manufacturers' warranties. We help you make a claim but give no warranty of our own beyond them.",
        ],
      },
      {
        title: 'Limitation of Liability',
        paragraphs: [
          'Our liability for any claim relating to a product or order is limited to the amount you paid for it.',
        ],
      },
      {
        title: 'Governing Law',
        paragraphs: ['These terms are governed by the laws of Jamaica.'],
      },
    ],
  },
} as const;
