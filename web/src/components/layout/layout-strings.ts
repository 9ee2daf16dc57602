/** What the shopper sees in the header and footer. */
import { MARKETING } from '@core/marketing-claims';
import { shop } from '../../config/shop';

export const layoutStrings = {
  skipToContent: 'Skip to main content',
  topBar: {
    label: 'Contact and site options',
    phoneLabel: `Call us at ${shop.phone}`,
    emailLabel: `E-mail sales at ${shop.email}`,
    countryLabel: 'Country',
    languageLabel: 'Language',
    admin: 'Admin',
  },
  homeLinkLabel: `${shop.name} home`,
  search: {
    label: 'Search products',
    placeholder: 'Search products...',
    submit: 'Search',
  },
  menu: { open: 'Open menu', close: 'Close menu', title: 'Menu' },
  categoriesNav: 'Categories',
  signIn: 'Sign In',
  myAccount: 'My Account',
  cart: 'Cart',
  /** The cart link's name when the badge shows a count. */
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  deals: {
    label: 'DEALS',
    /** The site-wide claim. */
    claim: `Save up to ${MARKETING.siteWideMaxPercentOff}%`,
    flash: { label: 'Flash Deals', claim: `Up to ${MARKETING.flashDealsMaxPercentOff}% off` },
    clearance: { label: 'Clearance', claim: `Up to ${MARKETING.clearanceMaxPercentOff}% off` },
    gaming: {
      label: 'Gaming',
      claim: `Save ${MARKETING.gamingSaleMinPercentOff}-${MARKETING.gamingSaleMaxPercentOff}%`,
    },
    all: { label: 'All Deals', claim: 'Every flash, clearance and sale item' },
  },
  footer: {
    about: `Over ${shop.yearsOfExperience} years of experience supplying Jamaican businesses and homes with enterprise and consumer technology.`,
    experienceBadge: `${shop.yearsOfExperience}+ years of experience`,
    addressHeading: 'Visit us',
    productsHeading: 'Products',
    serviceHeading: 'Customer Service',
    companyHeading: 'Company',
    newsletterHeading: 'Newsletter',
    newsletterText: 'Deals and new arrivals in your inbox.',
    newsletterLabel: 'Email address',
    newsletterPlaceholder: 'you@example.com',
    subscribe: 'Subscribe',
    legalNav: 'Legal',
    copyright: (year: number) => `© ${year} ${shop.name}. All rights reserved.`,
  },
} as const;

/** Footer product links. */
export const footerProductLinks = [
  { label: 'Computers', category: 'computers' },
  { label: 'Networking', category: 'networking' },
  { label: 'Software', category: 'software' },
  { label: 'Office', category: 'office' },
  { label: 'Gaming', category: 'gaming' },
  { label: 'Security', category: 'security' },
] as const;

/** Labels of the footer's page links, keyed by their entry in `paths`. */
export const footerPageLabels = {
  contact: 'Contact Us',
  trackOrder: 'Track Order',
  returns: 'Returns & Exchanges',
  warranty: 'Warranty',
  support: 'Support',
  bulkOrders: 'Bulk Orders',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  sitemap: 'Sitemap',
} as const;
