/** What the shopper sees on the home page. */
import { MARKETING } from '@core/marketing-claims';
import { SHOP_TERMS } from '@core/shop-terms';

export const homeStrings = {
  hero: {
    eyebrow: 'Technology distributor in Jamaica',
    heading: 'Enterprise and consumer technology, delivered island-wide',
    text: 'Computers, software, networking, security, office and point-of-sale equipment for businesses and homes, priced in Jamaican dollars.',
    shopNow: 'Shop Now',
    contactUs: 'Contact Us',
  },
  brands: {
    heading: 'Brands we carry',
    /** Spec: the brand strip lists eight brands. */
    names: ['HP', 'Dell', 'Lenovo', 'Apple', 'Microsoft', 'Kingston', 'Samsung', 'Intel'],
  },
  trust: {
    heading: 'Why shop with us',
    badges: [
      { id: 'warranty', title: 'Warranty Protection' },
      // Worded from the rule the checkout charges by, never a figure of its own.
      { id: 'shipping', title: 'Free Shipping', detail: `On orders ${SHOP_TERMS.freeDeliveryOver}` },
      { id: 'quality', title: 'Quality Guarantee', detail: '100% Authentic' },
      { id: 'dealer', title: 'Authorized Dealer' },
      { id: 'secure', title: 'Secure Checkout', detail: 'SSL Protected' },
      { id: 'returns', title: `${MARKETING.returnWindowDays}-Day Returns` },
    ],
  },
} as const;
