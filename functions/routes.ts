/**
 * The route table: the single source of truth for the HTTP API. The CDK API construct creates one
 * Lambda and one API Gateway route per entry; the local adapter serves the very same handlers.
 * `handler` names the module under `functions/handlers/` (without extension) exporting `handler`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone, a signed-in user (any group), a member of one of the admin groups,
 * a member of one of the staff groups (the admin groups and moderators: the Inbox), or a member of
 * one of the report groups (the admin groups and accountants: reports, orders and invoices, read only).
 */
export type RouteAuth = 'public' | 'customer' | 'admin' | 'staff' | 'reports';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/products/{id}`. */
  path: string;
  handler: string;
  auth: RouteAuth;
}

export const routes = [
  { method: 'GET', path: '/api/categories', handler: 'catalogue/list-categories', auth: 'public' },
  { method: 'GET', path: '/api/brands', handler: 'catalogue/list-brands', auth: 'public' },
  { method: 'GET', path: '/api/products', handler: 'catalogue/list-products', auth: 'public' },
  {
    method: 'GET',
    path: '/api/products/featured',
    handler: 'catalogue/list-featured-products',
    auth: 'public',
  },
  { method: 'POST', path: '/api/products/by-ids', handler: 'catalogue/get-products-by-ids', auth: 'public' },
  { method: 'GET', path: '/api/products/{id}', handler: 'catalogue/get-product', auth: 'public' },
  {
    method: 'GET',
    path: '/api/products/{id}/related',
    handler: 'catalogue/list-related-products',
    auth: 'public',
  },
  {
    method: 'POST',
    path: '/api/products/{id}/back-in-stock',
    handler: 'catalogue/subscribe-back-in-stock',
    auth: 'public',
  },
  {
    method: 'GET',
    path: '/api/search/suggestions',
    handler: 'catalogue/list-search-suggestions',
    auth: 'public',
  },
  { method: 'GET', path: '/api/pages/product/{id}', handler: 'seo/get-product-page', auth: 'public' },
  { method: 'GET', path: '/api/pages/products', handler: 'seo/get-products-page', auth: 'public' },
  { method: 'GET', path: '/api/sitemap.xml', handler: 'seo/get-sitemap', auth: 'public' },
  { method: 'GET', path: '/api/robots.txt', handler: 'seo/get-robots', auth: 'public' },
  { method: 'GET', path: '/api/admin/debug/auth', handler: 'admin/get-auth-check', auth: 'admin' },
  // Admin area: dashboard, products, inventory, images, users and the Debug Panel.
  { method: 'GET', path: '/api/admin/stats', handler: 'admin/get-dashboard-stats', auth: 'admin' },
  // Reports for the owner and the accountant, read from the rollups (docs/reports.md).
  { method: 'GET', path: '/api/admin/reports/sales', handler: 'reports/get-sales-report', auth: 'reports' },
  { method: 'GET', path: '/api/admin/reports/gct', handler: 'reports/get-gct-return', auth: 'reports' },
  { method: 'GET', path: '/api/admin/reports/money', handler: 'reports/get-money-report', auth: 'reports' },
  { method: 'GET', path: '/api/admin/reports/stock', handler: 'reports/get-stock-report', auth: 'reports' },
  // The accounting export: a background job, its files downloaded through links that expire.
  {
    method: 'POST',
    path: '/api/admin/reports/exports',
    handler: 'reports/request-order-export',
    auth: 'reports',
  },
  {
    method: 'GET',
    path: '/api/admin/reports/exports',
    handler: 'reports/list-order-exports',
    auth: 'reports',
  },
  {
    method: 'GET',
    path: '/api/admin/reports/exports/{exportId}',
    handler: 'reports/get-order-export',
    auth: 'reports',
  },
  { method: 'GET', path: '/api/admin/products', handler: 'admin/list-products', auth: 'admin' },
  { method: 'POST', path: '/api/admin/products', handler: 'admin/create-product', auth: 'admin' },
  { method: 'GET', path: '/api/admin/products/{id}', handler: 'admin/get-product', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/products/{id}', handler: 'admin/update-product', auth: 'admin' },
  { method: 'DELETE', path: '/api/admin/products/{id}', handler: 'admin/delete-product', auth: 'admin' },
  { method: 'POST', path: '/api/admin/products/{id}/stock', handler: 'admin/adjust-stock', auth: 'admin' },
  { method: 'POST', path: '/api/admin/images', handler: 'admin/create-image-upload', auth: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/catalogue-options',
    handler: 'admin/list-catalogue-options',
    auth: 'admin',
  },
  { method: 'GET', path: '/api/admin/users', handler: 'admin/list-users', auth: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/users/{userId}/roles/{role}',
    handler: 'admin/add-user-role',
    auth: 'admin',
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/{userId}/roles/{role}',
    handler: 'admin/remove-user-role',
    auth: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/users/{userId}/status',
    handler: 'admin/set-user-status',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/users/{userId}/password-reset',
    handler: 'admin/send-password-reset',
    auth: 'admin',
  },
  { method: 'GET', path: '/api/admin/debug/database', handler: 'admin/get-database-check', auth: 'admin' },
  // The import tool: every scraper route also needs the `admin` group itself (checked in the handler).
  { method: 'POST', path: '/api/admin/scrapes', handler: 'scraper/start-scrape', auth: 'admin' },
  { method: 'GET', path: '/api/admin/scrapes', handler: 'scraper/list-scrapes', auth: 'admin' },
  { method: 'POST', path: '/api/admin/scrapes/backfill', handler: 'scraper/start-backfill', auth: 'admin' },
  { method: 'GET', path: '/api/admin/scrapes/{id}', handler: 'scraper/get-scrape', auth: 'admin' },
  // Review and sync: preview and publish, pricing rules, stores and their sync schedules.
  {
    method: 'GET',
    path: '/api/admin/scrapes/{id}/products',
    handler: 'scraper/list-staged-products',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/scrapes/{id}/publish',
    handler: 'scraper/publish-preview',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/scrapes/{id}/discard',
    handler: 'scraper/discard-preview',
    auth: 'admin',
  },
  { method: 'GET', path: '/api/admin/pricing', handler: 'scraper/get-pricing', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/pricing', handler: 'scraper/update-pricing', auth: 'admin' },
  { method: 'GET', path: '/api/admin/stores', handler: 'scraper/list-stores', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/stores/{id}', handler: 'scraper/update-store', auth: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/taxonomy/{kind}',
    handler: 'admin/create-taxonomy-entry',
    auth: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/taxonomy/{kind}/{id}',
    handler: 'admin/update-taxonomy-entry',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/taxonomy/{kind}/{id}/merge',
    handler: 'admin/merge-taxonomy-entries',
    auth: 'admin',
  },
  // Shop words: the synonyms search understands (staff's list, or the shipped one).
  { method: 'GET', path: '/api/admin/shop-words', handler: 'admin/get-shop-words', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/shop-words', handler: 'admin/update-shop-words', auth: 'admin' },
  { method: 'DELETE', path: '/api/admin/shop-words', handler: 'admin/restore-shop-words', auth: 'admin' },
  { method: 'GET', path: '/api/admin/products-csv', handler: 'admin/export-products-csv', auth: 'admin' },
  { method: 'POST', path: '/api/admin/products-csv', handler: 'admin/import-products-csv', auth: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/products/{id}/history',
    handler: 'admin/list-product-history',
    auth: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/products/{id}/history/csv',
    handler: 'admin/export-product-history',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/debug/sample-data',
    handler: 'admin/create-sample-data',
    auth: 'admin',
  },
  {
    method: 'DELETE',
    path: '/api/admin/debug/sample-data',
    handler: 'admin/remove-sample-data',
    auth: 'admin',
  },
  // The staff inbox: enquiries from the public forms, open to moderators as well as admins.
  { method: 'GET', path: '/api/admin/inbox', handler: 'inbox/list-messages', auth: 'staff' },
  { method: 'GET', path: '/api/admin/inbox/staff', handler: 'inbox/list-staff', auth: 'staff' },
  { method: 'GET', path: '/api/admin/inbox/{id}', handler: 'inbox/get-message', auth: 'staff' },
  { method: 'PATCH', path: '/api/admin/inbox/{id}', handler: 'inbox/update-message', auth: 'staff' },
  { method: 'POST', path: '/api/admin/inbox/{id}/replies', handler: 'inbox/create-reply', auth: 'staff' },
  {
    method: 'POST',
    path: '/api/admin/inbox/{id}/replies/{replyId}/retry',
    handler: 'inbox/retry-reply',
    auth: 'staff',
  },
  // Draft orders: a quote request made into lines for the customer. Staff read them; only admins
  // make, edit and send them (an order is theirs to offer). The customer's link is public: its
  // token is the secret, and the guest and signed-in cart routes put its lines in the caller's cart.
  {
    method: 'POST',
    path: '/api/admin/inbox/{id}/draft-order',
    handler: 'quotes/create-draft-order',
    auth: 'admin',
  },
  { method: 'GET', path: '/api/admin/draft-orders/{id}', handler: 'quotes/get-draft-order', auth: 'staff' },
  {
    method: 'PATCH',
    path: '/api/admin/draft-orders/{id}',
    handler: 'quotes/update-draft-order',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/draft-orders/{id}/send',
    handler: 'quotes/send-draft-order',
    auth: 'admin',
  },
  { method: 'GET', path: '/api/quotes/{id}', handler: 'quotes/get-quote', auth: 'public' },
  { method: 'POST', path: '/api/quotes/{id}/cart', handler: 'quotes/add-quote-to-cart', auth: 'public' },
  {
    method: 'POST',
    path: '/api/me/quotes/{id}/cart',
    handler: 'quotes/add-quote-to-cart',
    auth: 'customer',
  },
  // Cart, checkout and orders. Guest routes act for the `x-guest-session-id` header; the
  // same handlers under /api/me act for the signed-in caller's token (see shared/request-owner.ts).
  { method: 'GET', path: '/api/cart', handler: 'cart/get-cart', auth: 'public' },
  { method: 'DELETE', path: '/api/cart', handler: 'cart/clear-cart', auth: 'public' },
  { method: 'POST', path: '/api/cart/items', handler: 'cart/add-cart-item', auth: 'public' },
  {
    method: 'PUT',
    path: '/api/cart/items/{productId}',
    handler: 'cart/set-cart-item-quantity',
    auth: 'public',
  },
  { method: 'DELETE', path: '/api/cart/items/{productId}', handler: 'cart/remove-cart-item', auth: 'public' },
  {
    method: 'POST',
    path: '/api/checkout/sessions',
    handler: 'checkout/save-checkout-session',
    auth: 'public',
  },
  { method: 'POST', path: '/api/orders', handler: 'orders/place-order', auth: 'public' },
  { method: 'GET', path: '/api/orders/{orderNumber}', handler: 'orders/get-order', auth: 'public' },
  { method: 'POST', path: '/api/orders/track', handler: 'orders/track-order', auth: 'public' },
  // Card payments (PowerTranz): start one on the order page; the hosted page posts its Response here.
  {
    method: 'POST',
    path: '/api/orders/{orderNumber}/card-payment',
    handler: 'payments/start-card-payment',
    auth: 'public',
  },
  {
    method: 'POST',
    path: '/api/payments/card/response',
    handler: 'payments/receive-card-response',
    auth: 'public',
  },
  // The payment frame's document: the attempt's RedirectData, once, under a sandbox of its own.
  {
    method: 'GET',
    path: '/api/payments/card/frame/{attemptId}',
    handler: 'payments/open-card-frame',
    auth: 'public',
  },
  { method: 'GET', path: '/api/me/cart', handler: 'cart/get-cart', auth: 'customer' },
  { method: 'DELETE', path: '/api/me/cart', handler: 'cart/clear-cart', auth: 'customer' },
  { method: 'POST', path: '/api/me/cart/items', handler: 'cart/add-cart-item', auth: 'customer' },
  {
    method: 'PUT',
    path: '/api/me/cart/items/{productId}',
    handler: 'cart/set-cart-item-quantity',
    auth: 'customer',
  },
  {
    method: 'DELETE',
    path: '/api/me/cart/items/{productId}',
    handler: 'cart/remove-cart-item',
    auth: 'customer',
  },
  { method: 'POST', path: '/api/me/cart/merge', handler: 'cart/merge-guest-cart', auth: 'customer' },
  {
    method: 'POST',
    path: '/api/me/checkout/sessions',
    handler: 'checkout/save-checkout-session',
    auth: 'customer',
  },
  { method: 'POST', path: '/api/me/orders', handler: 'orders/place-order', auth: 'customer' },
  { method: 'GET', path: '/api/me/orders', handler: 'orders/list-my-orders', auth: 'customer' },
  { method: 'GET', path: '/api/me/orders/{orderNumber}', handler: 'orders/get-order', auth: 'customer' },
  {
    method: 'POST',
    path: '/api/me/orders/{orderNumber}/card-payment',
    handler: 'payments/start-card-payment',
    auth: 'customer',
  },
  // Quick order by SKU or part number, and "Order again" of a past order: both add through the cart's rules.
  { method: 'POST', path: '/api/me/quick-order', handler: 'cart/match-quick-order', auth: 'customer' },
  {
    method: 'POST',
    path: '/api/me/quick-order/cart',
    handler: 'cart/add-quick-order-to-cart',
    auth: 'customer',
  },
  {
    method: 'POST',
    path: '/api/me/orders/{orderNumber}/order-again',
    handler: 'orders/order-again',
    auth: 'customer',
  },
  // Staff read orders and their invoices with the accountants; only admins act on them.
  { method: 'GET', path: '/api/admin/orders', handler: 'admin/list-orders', auth: 'reports' },
  { method: 'GET', path: '/api/admin/orders/{orderNumber}', handler: 'admin/get-order', auth: 'reports' },
  {
    method: 'POST',
    path: '/api/admin/orders/{orderNumber}/advance',
    handler: 'admin/advance-order-status',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{orderNumber}/cancel',
    handler: 'admin/cancel-order',
    auth: 'admin',
  },
  // Order to cash: proofs of payment and PO documents (private bucket), the tax invoice, the last
  // address, and staff's payment actions.
  {
    method: 'POST',
    path: '/api/orders/{orderNumber}/documents/uploads',
    handler: 'orders/create-document-upload',
    auth: 'public',
  },
  {
    method: 'POST',
    path: '/api/orders/{orderNumber}/documents',
    handler: 'orders/confirm-document-upload',
    auth: 'public',
  },
  {
    method: 'POST',
    path: '/api/me/orders/{orderNumber}/documents/uploads',
    handler: 'orders/create-document-upload',
    auth: 'customer',
  },
  {
    method: 'POST',
    path: '/api/me/orders/{orderNumber}/documents',
    handler: 'orders/confirm-document-upload',
    auth: 'customer',
  },
  // Business accounts: a customer applies, the company admin invites and removes buyers, members
  // read their company's statement; staff decide, record payments and approve GCT exemptions.
  { method: 'GET', path: '/api/me/business', handler: 'business/get-company-account', auth: 'customer' },
  { method: 'POST', path: '/api/me/prices', handler: 'business/get-buyer-prices', auth: 'customer' },
  // The catalogue list at a business buyer's prices (facets' price range and price filter included).
  { method: 'GET', path: '/api/me/products', handler: 'catalogue/list-products', auth: 'customer' },
  // A product page at a business buyer's prices (their price and break table in the answer).
  { method: 'GET', path: '/api/me/products/{id}', handler: 'catalogue/get-buyer-product', auth: 'customer' },
  { method: 'POST', path: '/api/me/business', handler: 'business/open-business-account', auth: 'customer' },
  {
    method: 'POST',
    path: '/api/me/business/documents/uploads',
    handler: 'business/create-document-upload',
    auth: 'customer',
  },
  {
    method: 'GET',
    path: '/api/me/business/{companyId}/statement',
    handler: 'business/get-company-statement',
    auth: 'customer',
  },
  {
    method: 'POST',
    path: '/api/me/business/{companyId}/invites',
    handler: 'business/invite-buyer',
    auth: 'customer',
  },
  {
    method: 'POST',
    path: '/api/me/business/{companyId}/invites/accept',
    handler: 'business/accept-company-invite',
    auth: 'customer',
  },
  {
    method: 'POST',
    path: '/api/me/business/{companyId}/gct-exemption-letter',
    handler: 'business/submit-gct-exemption-letter',
    auth: 'customer',
  },
  {
    method: 'DELETE',
    path: '/api/me/business/{companyId}/members/{userId}',
    handler: 'business/remove-company-member',
    auth: 'customer',
  },
  {
    method: 'PUT',
    path: '/api/me/business/{companyId}/members/{userId}/spending-limit',
    handler: 'business/set-spending-limit',
    auth: 'customer',
  },
  {
    method: 'POST',
    path: '/api/me/business/{companyId}/approvals/{orderNumber}',
    handler: 'business/decide-order-approval',
    auth: 'customer',
  },
  { method: 'GET', path: '/api/admin/companies', handler: 'admin/list-companies', auth: 'admin' },
  { method: 'GET', path: '/api/admin/companies/{companyId}', handler: 'admin/get-company', auth: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/companies/{companyId}/decision',
    handler: 'admin/decide-company',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/companies/{companyId}/payments',
    handler: 'admin/record-company-payment',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/companies/{companyId}/hold',
    handler: 'admin/set-company-hold',
    auth: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/companies/{companyId}/gct-exemption',
    handler: 'admin/set-company-gct-exemption',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/companies/{companyId}/gct-exemption-letter/decline',
    handler: 'admin/decline-gct-exemption-letter',
    auth: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/companies/{companyId}/price-list',
    handler: 'admin/set-company-price-list',
    auth: 'admin',
  },
  // Company price lists: the header, one page of entries at a time, entries written by SKU.
  { method: 'GET', path: '/api/admin/price-lists', handler: 'admin/list-price-lists', auth: 'admin' },
  { method: 'POST', path: '/api/admin/price-lists', handler: 'admin/create-price-list', auth: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/price-lists/{priceListId}',
    handler: 'admin/get-price-list',
    auth: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/price-lists/{priceListId}',
    handler: 'admin/update-price-list',
    auth: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/price-lists/{priceListId}/entries',
    handler: 'admin/save-price-list-entries',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/price-lists/{priceListId}/csv',
    handler: 'admin/import-price-list-csv',
    auth: 'admin',
  },
  { method: 'GET', path: '/api/orders/{orderNumber}/invoice', handler: 'orders/get-invoice', auth: 'public' },
  {
    method: 'GET',
    path: '/api/me/orders/{orderNumber}/invoice',
    handler: 'orders/get-invoice',
    auth: 'customer',
  },
  {
    method: 'GET',
    path: '/api/admin/orders/{orderNumber}/invoice',
    handler: 'admin/get-order-invoice',
    auth: 'reports',
  },
  { method: 'GET', path: '/api/me/addresses', handler: 'orders/get-last-address', auth: 'customer' },
  {
    method: 'POST',
    path: '/api/admin/orders/{orderNumber}/payment/paid',
    handler: 'admin/mark-order-paid',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{orderNumber}/payment/reject',
    handler: 'admin/reject-payment-proof',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{orderNumber}/payment/refund',
    handler: 'admin/refund-order',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{orderNumber}/card-steps/{stepId}/settle',
    handler: 'admin/settle-card-step',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{orderNumber}/card-attempts/{attemptId}/settle',
    handler: 'admin/settle-card-attempt',
    auth: 'admin',
  },
  // My Account: the signed-in user's own profile, account and wishlist.
  { method: 'GET', path: '/api/account/profile', handler: 'account/get-profile', auth: 'customer' },
  { method: 'PUT', path: '/api/account/profile', handler: 'account/update-profile', auth: 'customer' },
  { method: 'DELETE', path: '/api/account', handler: 'account/delete-account', auth: 'customer' },
  { method: 'GET', path: '/api/wishlist', handler: 'wishlist/list-wishlist', auth: 'customer' },
  {
    method: 'PUT',
    path: '/api/wishlist/{productId}',
    handler: 'wishlist/add-to-wishlist',
    auth: 'customer',
  },
  {
    method: 'DELETE',
    path: '/api/wishlist/{productId}',
    handler: 'wishlist/remove-from-wishlist',
    auth: 'customer',
  },
  // Enquiries (contact, support, quote) for the staff inbox, and the newsletter's double opt-in.
  { method: 'POST', path: '/api/messages/contact', handler: 'messages/send-contact-message', auth: 'public' },
  { method: 'POST', path: '/api/messages/support', handler: 'messages/send-support-request', auth: 'public' },
  { method: 'POST', path: '/api/messages/quote', handler: 'messages/send-quote-request', auth: 'public' },
  { method: 'POST', path: '/api/newsletter', handler: 'newsletter/sign-up', auth: 'public' },
  {
    method: 'GET',
    path: '/api/newsletter/confirm',
    handler: 'newsletter/confirm-subscription',
    auth: 'public',
  },
  { method: 'GET', path: '/api/newsletter/unsubscribe', handler: 'newsletter/unsubscribe', auth: 'public' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];

/** Turns a route's path into a stable identifier usable in construct ids and function names. */
export function getRouteId(route: RouteDefinition): string {
  const words = `${route.method} ${route.path}`
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join('');
}
