/**
 * The shop's identity and contact details, shown in the header, the footer, the contact pages, the
 * e-mails, the bank details and the tax invoice. The values below are placeholders: the shop owner
 * replaces them with the real names, phone number and sales address before going live, here and
 * nowhere else.
 */
export const SHOP_IDENTITY = {
  /** The name the shop trades under: the site, the mails, the welcome toast. */
  name: 'Island Tech Distributors',
  /** The registered company: who is paid (the bank account's name) and who issues the tax invoice. */
  legalName: 'Storefront Technology Ltd',
  /** Shown as typed; the `tel:` link uses `phoneHref`. */
  phone: '+1 (876) 555-0123',
  phoneHref: 'tel:+18765550123',
  email: 'sales@islandtech.example.com',
  country: 'Jamaica',
  language: 'English',
  address: { locality: 'Portmore', region: 'St Catherine', country: 'Jamaica' },
  /** The footer's experience claim. */
  yearsOfExperience: 15,
} as const;

/**
 * Who the shopper pays and who issues the tax invoice: the legal name, with the name the shop trades
 * under when the two differ ("Storefront Technology Ltd trading as Island Tech Distributors"), so a
 * transfer to a name the shopper never saw on the site is not a surprise.
 */
export function getPayeeName(identity: { name: string; legalName: string } = SHOP_IDENTITY): string {
  return identity.legalName === identity.name
    ? identity.name
    : `${identity.legalName} trading as ${identity.name}`;
}
