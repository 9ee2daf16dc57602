/**
 * Each route's title, description and keywords for the browser tab, search engines and link
 * previews, and the texts of the route-level pages (the 404 page).
 */
import { MARKETING } from '@core/marketing-claims';
import { shop } from '@web/config/shop';

export const routeStrings = {
  home: {
    description: `Shop computers, software, networking, electronics, office, security, gaming and point-of-sale technology in Jamaica from ${shop.name}, priced in Jamaican dollars with island-wide delivery.`,
    keywords: [
      'computers Jamaica',
      'laptops Jamaica',
      'networking equipment',
      'technology distributor Jamaica',
      'software licences',
      'POS systems',
      'JMD prices',
    ],
  },
  cart: {
    title: 'Shopping Cart',
    description: `Your cart at ${shop.name}: review your items and check out as a guest or with your account.`,
  },
  order: {
    title: 'Order Confirmation',
    description: `Your order at ${shop.name}: the order number and how to pay.`,
  },
  products: {
    title: 'Products',
    description: `Browse and search the ${shop.name} catalogue of enterprise and consumer technology, priced in Jamaican dollars.`,
    dealsDescription: `Flash deals, clearance and gaming sales: save up to ${MARKETING.siteWideMaxPercentOff}% on technology in Jamaica.`,
  },
  contact: {
    title: 'Contact Us',
    description: `Contact ${shop.name} in ${shop.address.locality}, ${shop.address.region}: call ${shop.phone} or e-mail ${shop.email}.`,
  },
  bulkOrders: {
    title: 'Bulk Orders',
    description: `Volume pricing on computers, networking and office technology for businesses, schools and government in Jamaica.`,
  },
  trackOrder: {
    title: 'Track Order',
    description: 'Follow your order from confirmation to delivery.',
  },
  returns: {
    title: 'Returns & Exchanges',
    description: `${MARKETING.returnWindowDays}-day returns, quality guarantee and refunds in ${MARKETING.refundMinBusinessDays}-${MARKETING.refundMaxBusinessDays} business days.`,
  },
  warranty: {
    title: 'Warranty',
    description: `Warranty claims, returns and exchanges at ${shop.name}.`,
  },
  support: {
    title: 'Support',
    description:
      'Phone, e-mail and on-site technical support, support hours and answers to common questions.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: `How ${shop.name} collects, uses and protects your personal information.`,
  },
  terms: {
    title: 'Terms of Service',
    description: `The terms that apply to purchases from ${shop.name}.`,
  },
  sitemap: {
    title: 'Sitemap',
    description: `Every page and product category of ${shop.name}.`,
  },
  notFound: {
    title: 'Page Not Found',
    description: "The page you are looking for doesn't exist or has been moved.",
    code: '404',
    heading: 'Page Not Found',
    text: "Sorry, the page you are looking for doesn't exist or has been moved.",
    home: 'Go to Home',
    products: 'Browse Products',
  },
} as const;
