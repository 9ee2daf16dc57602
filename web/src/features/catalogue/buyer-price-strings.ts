import { LIST_PRICE_LABEL } from '@core/orders/list-price';

/** What a business buyer reads beside their company's price (issue 29); only the lazy overlay reads it. */
export const buyerPriceStrings = {
  yourPrice: 'Your price',
  listPrice: LIST_PRICE_LABEL,
  breaksHeading: 'Your price by quantity',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  /** A break table's row: "1–4", "10+". */
  range: (min: number, max: number | null) => (max === null ? `${min}+` : `${min}–${max}`),
};
