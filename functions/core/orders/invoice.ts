/**
 * The tax invoice of an order, with what Jamaica's GCT rules expect on one: the words "Tax Invoice",
 * the registered seller's name, address, TRN and GCT registration number, the date, an invoice
 * number, the buyer (and their TRN when given), each line with quantity and price, the subtotal, GCT
 * as its own line, shipping and the total, in Jamaican dollars.
 */
import { formatSkuForDisplay } from '../catalogue/sku.js';
import { CHECKOUT } from '../checkout/checkout-charges.js';
import { CURRENCY } from '../currency.js';
import { getPayeeName, SHOP_IDENTITY } from '../shop-identity.js';
import { toShopDay } from '../shop-time.js';
import { getListUnitPrice } from './list-price.js';
import { ORDER_STATUS_LABELS, type Order } from './order.js';
import { getPaymentStatusLabel, type SellerDetails } from './payment.js';

export const INVOICE_TITLE = 'Tax Invoice';

export const PAYMENT_METHOD_LABELS: Record<Order['payment_method'], string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash_in_store: 'Cash in store',
  purchase_order: 'Purchase order',
  on_account: 'On account',
};

export interface TaxInvoice {
  title: typeof INVOICE_TITLE;
  /** `INV-` and the order number's characters: one invoice per order, never reused. */
  invoice_number: string;
  /** The date of supply: the day the order was placed in Jamaica (YYYY-MM-DD). */
  invoice_date: string;
  order_number: string;
  currency: typeof CURRENCY.code;
  /** `name` is the payee: the legal name, "trading as" the shop's name where they differ. */
  seller: SellerDetails & { name: string };
  buyer: {
    name: string;
    company: string | null;
    email: string;
    phone: string;
    address: string | null;
    trn: string | null;
    purchase_order_number: string | null;
  };
  /** `sku` as every screen shows it ({@link formatSkuForDisplay}), never the internal code. */
  lines: {
    description: string;
    sku: string;
    quantity: number;
    unit_price: number;
    /** A business buyer's line below the list price: the list unit price, struck through (`getListUnitPrice`). */
    list_unit_price: number | null;
    line_total: number;
  }[];
  subtotal: number;
  /** The GCT rate in percent (15, or 0 for a GCT-exempt buyer). */
  gct_rate_percent: number;
  gct: number;
  /** Why the order is zero-rated and the exemption letter's reference; null at the standard rate. */
  gct_exemption: { reason: string; reference: string } | null;
  /**
   * On account: the company invoiced and the date payment is due (null while the order waits for its
   * company admin's approval: the terms start then); null otherwise.
   */
  account: { company_name: string; payment_terms_days: number; due_on: string | null } | null;
  shipping: number;
  shipping_label: string;
  total: number;
  payment_method_label: string;
  payment_status_label: string;
  status_label: string;
}

export function getInvoiceNumber(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^[A-Z]+-/, '')}`;
}

function formatAddress(address: Order['billing_address']): string | null {
  if (!address) return null;
  return [address.street, address.city, address.parish, address.postalCode, address.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

export function buildTaxInvoice(order: Order, seller: SellerDetails): TaxInvoice {
  const info = order.customer_info;
  const company =
    order.account?.company_name ?? order.purchase_order?.company_name ?? (info.company.trim() || null);
  return {
    title: INVOICE_TITLE,
    invoice_number: getInvoiceNumber(order.order_number),
    invoice_date: toShopDay(order.created_at),
    order_number: order.order_number,
    currency: CURRENCY.code,
    seller: { name: getPayeeName(), ...seller },
    buyer: {
      name: `${info.firstName} ${info.lastName}`,
      company,
      email: info.email,
      phone: info.phone,
      address: formatAddress(order.billing_address ?? order.shipping_address),
      trn: order.buyer_trn,
      purchase_order_number: order.purchase_order?.po_number ?? null,
    },
    lines: order.lines.map((line) => ({
      description: line.name,
      sku: formatSkuForDisplay(line.sku),
      quantity: line.quantity,
      unit_price: line.price,
      list_unit_price: getListUnitPrice(line),
      line_total: line.line_total,
    })),
    subtotal: order.subtotal,
    gct_rate_percent: order.gct_exemption ? 0 : Math.round(CHECKOUT.gctRate * 100),
    gct: order.gct,
    gct_exemption: order.gct_exemption ?? null,
    account: order.account
      ? {
          company_name: order.account.company_name,
          payment_terms_days: order.account.payment_terms_days,
          due_on: order.account.due_on,
        }
      : null,
    shipping: order.shipping,
    shipping_label:
      order.fulfilment.method === 'pickup'
        ? `Pickup in ${SHOP_IDENTITY.address.locality}`
        : `${order.fulfilment.speed === 'express' ? 'Express' : 'Standard'} delivery to ${order.fulfilment.parish}`,
    total: order.total,
    payment_method_label: PAYMENT_METHOD_LABELS[order.payment_method],
    payment_status_label: getPaymentStatusLabel(order),
    status_label: ORDER_STATUS_LABELS[order.status],
  };
}
