/**
 * Every key of the single table is built here and nowhere else.
 *
 * | entity   | pk               | sk        | gsi1pk / gsi1sk                         |
 * |----------|------------------|-----------|-----------------------------------------|
 * | category | category#<id>    | category  | categories / <sort order>#<slug>        |
 * | brand    | brand#<id>       | brand     | brands / <slug>                         |
 * | product  | product#<id>     | product   | products / <created_at>#<id>            |
 * |          |                  |           | gsi2v2 (and retired gsi2): product-cards / <id> (card fields only) |
 * | change   | catalogue#changes#<shard> | <iso time>#<uuid> | - (one per changed product, brand or category; shard from its id) |
 * | sku      | sku#<sku>        | sku       | - (uniqueness guard for product SKUs)   |
 * | snapshot | catalogue#snapshot | meta, chunk#<snapshot id>#<nnnn> | - (Brotli-compressed catalogue for cold starts; chunks expire) |
 * | profile  | user#<sub>       | profile   | users / <created_at>#<sub>              |
 * | wishlist | user#<sub>       | wishlist#<product id> | - (one per product a customer keeps) |
 * | deleted-account | deleted-account#<sub> | account | - (outlives a deleted account's tokens; expires) |
 * | seed     | seed             | sample-catalogue | - (written last by the local sample seed) |
 * | site     | site             | address   | - (the shop's public address, written at deploy) |
 * | cart     | cart#user#<sub> or cart#guest#<id> | cart | - (lines inside; guest carts expire) |
 * | checkout | checkout#user#<sub> or checkout#guest#<id> | session | - (latest checkout session) |
 * | order    | order#<number>   | order     | gsi1: orders#user#<sub> / <created_at>#<number> (customers only) |
 * |          |                  |           | gsi3: orders / <created_at>#<number> (admin list) |
 * |          |                  |           | gsi4: needs-staff / <created_at>#<number>, only while it needs staff (sparse; key built in staff-queue.ts) |
 * | idempotency | idempotency#<owner>#<key> | idempotency | - (order of a key; expires) |
 * | order mail | order#<number> | mail#<mail id> | - (one per order e-mail: claimed, sent or failed; expires) |
 * | card frame | card-frame#<attempt id> | card-frame | - (a card attempt's RedirectData for its payment frame: served once; expires) |
 * | source   | source#<sha256 of url> | source | - (an imported product's store URL, for matching) |
 * | image    | source#<sha256 of url> | image  | - (a store image copied into the images bucket) |
 * | scrape   | scrape#<id>      | run       | scrapes / <started_at>#<id> (recent runs) |
 * | lock     | scrape#lock      | lock      | - (one run at a time, 60 s between starts) |
 * | staged   | scrape#<id>      | staged#<sku> | - (a preview run's product, until published) |
 * | seen     | scrape#<id>      | seen#<product id> | - (a sync run saw the product; expires) |
 * | store    | store#<id>       | store     | stores / <origin> (a distributor: currency, sync schedule) |
 * | history  | product-history#<id> | <iso time>#<stream event id> | - (one write's stock and price changes) |
 * | alert    | back-in-stock#<product id> | email#<address> | - (a back-in-stock subscription, until sent) |
 * | settings | settings         | pricing   | - (exchange rate, markups, price ending) |
 * | shop words | settings       | shop-words | - (staff's synonyms for search; none: the shipped ones; key built in catalogue-reads.ts, outside every route's bundle) |
 * | inbox    | inbox#<id>       | message   | inbox / <created_at>#<id> (staff inbox list) |
 * | draft order | draft-order#<id> | draft-order | - (a quote made into lines for the customer; the inbox message names it) |
 * | reply mail | inbox#<id>     | mail#<reply id> | - (one per staff reply's e-mail: claimed, sent or failed; expires) |
 * | newsletter | newsletter#<email> | subscription | - (double opt-in: pending, confirmed, unsubscribed) |
 * | newsletter token | newsletter-token#<token> | token | - (finds the subscription of a link) |
 * | rate limit | rate-limit#<scope>#<subject> | <window start> | - (requests counted in one window; expires) |
 * | company  | company#<id>     | company   | companies / <applied_at>#<id> (staff's list); balance and available credit inside |
 * | company member | company#<id> | member#<user sub> | - (role: company_admin or buyer) |
 * | company invite | company#<id> | invite#<invite id> | - (a buyer's invitation, its link's secret inside; expires) |
 * | ledger entry | company#<id> | ledger#<iso time>#<order number> (invoice), ledger#payment#<payment id> (payment received; the key is its once-only claim, built in data/companies.ts; older payments: ledger#<iso time>#<payment id>) | - (an on-account invoice or a payment received) |
 * | reminder | company#<id> | reminder#<order number>#<stage> | - (an invoice's reminder the daily job sent: due_soon or overdue; built in data/company-holds.ts) |
 * | reminder/hold mail | company#<id> | mail#reminder#<order>#<stage> or mail#hold#<at> | - (the mail record that sends it once; expires) |
 * | membership | user#<sub>     | company   | - (the one company a user belongs to, and the role) |
 * | price list | price-list#<id> | list    | price-lists / <created_at>#<id> (staff's list; keys built in price-lists.ts, outside every route's bundle) |
 * | price list entry | price-list#<id> | sku#<lowercase sku> | - (a SKU's fixed price and quantity breaks) |
 * | report facts | report#order#<number> | facts | - (an order's products' category, brand, cost as first seen; what it has added to the rollups, and its version) |
 * | report cell | report#<day or month>#<set>#<yyyy> | <yyyy-mm-dd or yyyy-mm>#<row> | - (one row of the totals or of a breakdown for one day or month: atomic sums) |
 * | report leaders | report#leaders#<customer or product>#<yyyy> | <yyyy-mm> | - (a month's rows with the most revenue and the most any other row has: rollup-leaders.ts) |
 * | awaiting | report#awaiting | order#<number> | - (a bank transfer awaiting payment, for the Money report) |
 * | report export | report-export#<id> | export | gsi3: report-exports / <requested_at>#<id> (key built in report-exports.ts) |
 */
import { CATALOGUE_FRESHNESS } from '../core/catalogue/catalogue-freshness.js';

export type EntityName =
  | 'category'
  | 'brand'
  | 'product'
  | 'sku'
  | 'catalogue-change'
  | 'catalogue-snapshot'
  | 'catalogue-snapshot-chunk'
  | 'profile'
  | 'wishlist-item'
  | 'deleted-account'
  | 'seed'
  | 'site-address'
  | 'cart'
  | 'checkout-session'
  | 'order'
  | 'idempotency'
  | 'order-mail'
  | 'spi-token'
  | 'card-frame'
  | 'source'
  | 'imported-image'
  | 'scrape-run'
  | 'scrape-lock'
  | 'staged-product'
  | 'sync-seen'
  | 'import-store'
  | 'pricing-settings'
  | 'shop-words'
  | 'inbox-message'
  | 'draft-order'
  | 'inbox-reply-mail'
  | 'newsletter-subscription'
  | 'newsletter-token'
  | 'rate-limit'
  | 'product-history'
  | 'back-in-stock'
  | 'company'
  | 'company-member'
  | 'company-invite'
  | 'company-ledger'
  | 'company-membership'
  | 'company-reminder'
  | 'price-list'
  | 'price-list-entry'
  | 'company-mail'
  | 'report-facts'
  | 'report-cell'
  | 'report-leaders'
  | 'report-awaiting'
  | 'report-export';

export interface ItemKey {
  pk: string;
  sk: string;
}

const segment = (label: string, value: string | number): string => `${label}#${String(value).toLowerCase()}`;

/** Who owns a cart, checkout session or idempotency key (the shape of `CartOwner` in core). */
export type KeyOwner = { kind: 'user'; userId: string } | { kind: 'guest'; sessionId: string };

/** A stable shard for an id (FNV-1a of its lowercase form): the same product always logs to one shard. */
function changeShardOf(refId: string): number {
  let hash = 0x811c9dc5;
  for (const char of refId.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % CATALOGUE_FRESHNESS.changeLogShards;
}

const ownerSegment = (owner: KeyOwner): string =>
  owner.kind === 'user' ? segment('user', owner.userId) : segment('guest', owner.sessionId);

export const keys = {
  category: (id: string): ItemKey => ({ pk: segment('category', id), sk: 'category' }),
  categoryList: (sortOrder: number, slug: string) => ({
    gsi1pk: 'categories',
    gsi1sk: `${String(sortOrder).padStart(4, '0')}#${slug.toLowerCase()}`,
  }),
  allCategories: () => ({ gsi1pk: 'categories' }),

  brand: (id: string): ItemKey => ({ pk: segment('brand', id), sk: 'brand' }),
  brandList: (slug: string) => ({ gsi1pk: 'brands', gsi1sk: slug.toLowerCase() }),
  allBrands: () => ({ gsi1pk: 'brands' }),

  product: (id: string): ItemKey => ({ pk: segment('product', id), sk: 'product' }),
  productList: (createdAt: string, id: string) => ({ gsi1pk: 'products', gsi1sk: `${createdAt}#${id}` }),
  allProducts: () => ({ gsi1pk: 'products' }),
  skuGuard: (sku: string): ItemKey => ({ pk: segment('sku', sku), sk: 'sku' }),
  /** The card index: a cold start reads every product's card fields from it, not whole items. */
  productCard: (id: string) => ({ gsi2pk: 'product-cards', gsi2sk: id.toLowerCase() }),
  allProductCards: () => ({ gsi2pk: 'product-cards' }),

  /**
   * Change log of the catalogue, ordered by time within each shard. The shard follows from the changed
   * entry's id, so writes of different products spread over the shards and none is a hot key.
   */
  catalogueChange: (refId: string, isoTime: string, uniqueId: string): ItemKey => ({
    pk: `catalogue#changes#${changeShardOf(refId)}`,
    sk: `${isoTime}#${uniqueId.toLowerCase()}`,
  }),
  /** Every shard's partition key: a warm catalogue reads them all. */
  catalogueChangeShards: () =>
    Array.from({ length: CATALOGUE_FRESHNESS.changeLogShards }, (_, shard) => ({
      pk: `catalogue#changes#${shard}`,
    })),
  /** The catalogue snapshot's meta item: which snapshot is current, how many chunks, when taken. */
  catalogueSnapshotMeta: (): ItemKey => ({ pk: 'catalogue#snapshot', sk: 'meta' }),
  /** One chunk of a snapshot; the id keeps a new snapshot's chunks apart from the one being read. */
  catalogueSnapshotChunk: (snapshotId: string, index: number): ItemKey => ({
    pk: 'catalogue#snapshot',
    sk: `chunk#${snapshotId.toLowerCase()}#${String(index).padStart(4, '0')}`,
  }),

  profile: (userId: string): ItemKey => ({ pk: segment('user', userId), sk: 'profile' }),
  profileList: (createdAt: string, userId: string) => ({ gsi1pk: 'users', gsi1sk: `${createdAt}#${userId}` }),
  /** Query of the admin user list: every profile, by creation time. */
  allProfiles: () => ({ gsi1pk: 'users' }),
  /** Every item of one user (profile, wishlist): what deleting the account removes. */
  allUserItems: (userId: string) => ({ pk: segment('user', userId) }),
  /** Marks a deleted account, so its still-valid tokens are refused (outside the user's partition). */
  deletedAccount: (userId: string): ItemKey => ({ pk: segment('deleted-account', userId), sk: 'account' }),
  wishlistItem: (userId: string, productId: string): ItemKey => ({
    pk: segment('user', userId),
    sk: segment('wishlist', productId),
  }),
  /** Query prefix of one customer's wishlist items. */
  allWishlistItems: (userId: string) => ({ pk: segment('user', userId), skPrefix: 'wishlist#' }),

  /** A cart, a checkout session or an idempotency key belongs to a user (JWT sub) or a guest session. */
  cart: (owner: KeyOwner): ItemKey => ({ pk: `cart#${ownerSegment(owner)}`, sk: 'cart' }),
  checkoutSession: (owner: KeyOwner): ItemKey => ({ pk: `checkout#${ownerSegment(owner)}`, sk: 'session' }),
  idempotency: (owner: KeyOwner, key: string): ItemKey => ({
    pk: `idempotency#${ownerSegment(owner)}#${key.toLowerCase()}`,
    sk: 'idempotency',
  }),
  order: (orderNumber: string): ItemKey => ({ pk: segment('order', orderNumber), sk: 'order' }),
  /** Which order and card payment attempt a gateway's SpiToken belongs to (tokens are case-sensitive). */
  spiToken: (token: string): ItemKey => ({ pk: `spi-token#${token}`, sk: 'spi-token' }),
  /** The gateway's RedirectData of a card payment attempt, for its payment frame (served once). */
  cardFrame: (attemptId: string): ItemKey => ({ pk: `card-frame#${attemptId}`, sk: 'card-frame' }),
  /** Reports: an order's frozen product facts and what it has added to the rollups. */
  reportFacts: (orderNumber: string): ItemKey => ({ pk: segment('report#order', orderNumber), sk: 'facts' }),
  /** Reports: one row of one set for one day or month, in the set's year partition (a period is a range). */
  reportCells: (grain: string, set: string, year: string) => ({ pk: `report#${grain}#${set}#${year}` }),
  /** Reports: a bank transfer awaiting payment. */
  reportAwaiting: (orderNumber: string): ItemKey => ({
    pk: 'report#awaiting',
    sk: segment('order', orderNumber),
  }),
  allReportAwaiting: () => ({ pk: 'report#awaiting' }),
  /** The record of one order e-mail (`order_received`, `proof_rejected#2`...), beside its order. */
  orderMail: (orderNumber: string, mailId: string): ItemKey => ({
    pk: segment('order', orderNumber),
    sk: segment('mail', mailId),
  }),
  ordersOfUser: (userId: string, createdAt?: string, orderNumber?: string) => ({
    gsi1pk: `orders#${segment('user', userId)}`,
    gsi1sk: createdAt && orderNumber ? `${createdAt}#${orderNumber.toLowerCase()}` : '',
  }),
  orderList: (createdAt?: string, orderNumber?: string) => ({
    gsi3pk: 'orders',
    gsi3sk: createdAt && orderNumber ? `${createdAt}#${orderNumber.toLowerCase()}` : '',
  }),

  /** Guard of an imported product's store URL (hashed: URLs can outgrow a key), naming the product. */
  sourceGuard: (urlHash: string): ItemKey => ({ pk: segment('source', urlHash), sk: 'source' }),
  importedImage: (urlHash: string): ItemKey => ({ pk: segment('source', urlHash), sk: 'image' }),
  scrapeRun: (id: string): ItemKey => ({ pk: segment('scrape', id), sk: 'run' }),
  scrapeRunList: (startedAt: string, id: string) => ({
    gsi1pk: 'scrapes',
    gsi1sk: `${startedAt}#${id.toLowerCase()}`,
  }),
  allScrapeRuns: () => ({ gsi1pk: 'scrapes' }),
  scrapeLock: (): ItemKey => ({ pk: 'scrape#lock', sk: 'lock' }),
  /** A preview run's product waiting to be published, one per SKU. */
  stagedProduct: (runId: string, sku: string): ItemKey => ({
    pk: segment('scrape', runId),
    sk: segment('staged', sku),
  }),
  allStagedProducts: (runId: string) => ({ pk: segment('scrape', runId), skPrefix: 'staged#' }),
  /** A sync run read the product on the store (what is not seen has vanished). */
  syncSeen: (runId: string, productId: string): ItemKey => ({
    pk: segment('scrape', runId),
    sk: segment('seen', productId),
  }),
  allSyncSeen: (runId: string) => ({ pk: segment('scrape', runId), skPrefix: 'seen#' }),
  /** A distributor store (its origin): currency and sync schedule. */
  importStore: (id: string): ItemKey => ({ pk: segment('store', id), sk: 'store' }),
  importStoreList: (origin: string) => ({ gsi1pk: 'stores', gsi1sk: origin.toLowerCase() }),
  allImportStores: () => ({ gsi1pk: 'stores' }),
  /** One write's entry in a product's stock and price history; the stream event makes it unique. */
  productHistory: (productId: string, isoTime: string, eventId: string): ItemKey => ({
    pk: segment('product-history', productId),
    sk: `${isoTime}#${eventId.toLowerCase()}`,
  }),
  allProductHistory: (productId: string) => ({ pk: segment('product-history', productId) }),
  /** One address waiting for a product to come back in stock (one per address and product). */
  backInStock: (productId: string, email: string): ItemKey => ({
    pk: segment('back-in-stock', productId),
    sk: segment('email', email),
  }),
  allBackInStock: (productId: string) => ({ pk: segment('back-in-stock', productId) }),
  pricingSettings: (): ItemKey => ({ pk: 'settings', sk: 'pricing' }),

  /** An enquiry (contact, support or quote request) and its place in the staff inbox, newest last. */
  inboxMessage: (id: string): ItemKey => ({ pk: segment('inbox', id), sk: 'message' }),
  inboxList: (createdAt: string, id: string) => ({
    gsi1pk: 'inbox',
    gsi1sk: `${createdAt}#${id.toLowerCase()}`,
  }),
  allInboxMessages: () => ({ gsi1pk: 'inbox' }),
  draftOrder: (id: string): ItemKey => ({ pk: segment('draft-order', id), sk: 'draft-order' }),
  /** The record of one staff reply's e-mail, beside its message. */
  inboxReplyMail: (messageId: string, replyId: string): ItemKey => ({
    pk: segment('inbox', messageId),
    sk: segment('mail', replyId),
  }),
  newsletterSubscription: (email: string): ItemKey => ({
    pk: segment('newsletter', email),
    sk: 'subscription',
  }),
  /** Tokens are case-sensitive (random base64url): kept as they are. */
  newsletterToken: (token: string): ItemKey => ({ pk: `newsletter-token#${token}`, sk: 'token' }),
  /** One counter per scope (`ip`, `email`), subject and window; the window start keeps windows apart. */
  rateLimit: (scope: string, subject: string, windowStart: string): ItemKey => ({
    pk: `rate-limit#${segment(scope, subject)}`,
    sk: windowStart,
  }),

  /** A business account, its balance and available credit on the same item (one conditional write holds the limit). */
  company: (id: string): ItemKey => ({ pk: segment('company', id), sk: 'company' }),
  companyList: (appliedAt: string, id: string) => ({
    gsi1pk: 'companies',
    gsi1sk: `${appliedAt}#${id.toLowerCase()}`,
  }),
  allCompanies: () => ({ gsi1pk: 'companies' }),
  /** Everything of one company (the company, members, invitations, ledger): one query reads it. */
  allCompanyItems: (id: string) => ({ pk: segment('company', id) }),
  companyMember: (companyId: string, userId: string): ItemKey => ({
    pk: segment('company', companyId),
    sk: segment('member', userId),
  }),
  companyInvite: (companyId: string, inviteId: string): ItemKey => ({
    pk: segment('company', companyId),
    sk: segment('invite', inviteId),
  }),
  /** An on-account invoice (by order number), in time order; a payment recorded before payments were keyed by their id alone. */
  companyLedgerEntry: (companyId: string, isoTime: string, ref: string): ItemKey => ({
    pk: segment('company', companyId),
    sk: `ledger#${isoTime}#${ref.toLowerCase()}`,
  }),
  /** The user's side of a membership: one per user, so nobody belongs to two companies. */
  companyMembership: (userId: string): ItemKey => ({ pk: segment('user', userId), sk: 'company' }),

  /** The shop's public address, written at deploy time (the CloudFront name is known only then). */
  siteAddress: (): ItemKey => ({ pk: 'site', sk: 'address' }),

  /** Marks a store that already holds the local sample catalogue, so a restart does not seed twice. */
  seedMarker: (): ItemKey => ({ pk: 'seed', sk: 'sample-catalogue' }),
} as const;
