/**
 * The shop's sales line on WhatsApp (country code and number, digits only), for
 * `https://wa.me/<number>` links: Live Chat on the Support page. A placeholder like the details of
 * `shop-identity.ts`, replaced with the real number before going live. Its own module, so the first
 * page's bundle (which carries the shop identity) does not carry it.
 */
export const SALES_WHATSAPP_NUMBER = '18765550123';
