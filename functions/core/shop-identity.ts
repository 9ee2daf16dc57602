/**
 * The shop's identity and contact details, shown in the header, the footer, the contact pages and
 * the e-mails. The values below are placeholders: the shop owner replaces them with the real name,
 * phone number and sales address before going live, here and nowhere else.
 */
export const SHOP_IDENTITY = {
  name: 'Island Tech Distributors',
  /** Shown as typed; the `tel:` link uses `phoneHref`. */
  phone: '+1 (876) 555-0123',
  phoneHref: 'tel:+18765550123',
  email: 'sales@islandtech.example.com',
  country: 'Jamaica',
  language: 'English',
  address: { locality: 'Portmore', region: 'St Catherine', country: 'Jamaica' },
  /** The footer's experience claim (the spec's overview: over 15 years). */
  yearsOfExperience: 15,
} as const;
