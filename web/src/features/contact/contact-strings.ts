/** What the shopper sees on the contact page (the spec's screens, Contact; also shown at /bulk-orders). */
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
  },
  sent: {
    title: 'Message Sent',
    description: "Thank you for contacting us. We'll get back to you soon.",
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
