/** The shop's identity and contact details; one source with the e-mails, kept in core. */
export { SHOP_IDENTITY as shop } from '@core/shop-identity';
