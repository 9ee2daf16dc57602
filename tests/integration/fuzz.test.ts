/**
 * A bounded, seeded fuzz run over the route table: malformed paths, query strings, bodies, numbers,
 * strings and headers, with no token, a garbage one, and the tokens of a customer and an admin. The
 * bar is the one a shopper notices: no answer is a server error, and the shop still works afterwards.
 * The same seed sends the same requests, so a failure can be replayed.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteDefinition } from '../../functions/routes.js';
import { createTestUser } from '../helpers/admin-users.js';
import { createShopClient, createTestProducts, newGuestId } from '../helpers/cart-api.js';
import { signIn } from '../helpers/cognito.js';

const shop = inject('shop');
const SEED = 20_261_124;
const REQUESTS = 2_500;
const PARALLEL = 8;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}

const NASTY_STRINGS = [
  '',
  ' ',
  'a',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '%ZZ',
  '%',
  '%00',
  '..',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '{"$ne":null}',
  'ÿ\u0000\u0007',
  '🛒🛒🛒',
  'Ω≈ç√∫˜µ≤≥÷',
  '\u202e\u0041',
  'x'.repeat(5_000),
  'SHG-7K4M-2Q9P',
  'guest_00000000-0000-0000-0000-000000000000',
  'https://example.com/',
  'image/svg+xml',
  'admin',
  'super_admin',
];
const NASTY_NUMBERS = [
  0,
  -1,
  1,
  2,
  10,
  1e21,
  1e16,
  1e300,
  -1e300,
  0.5,
  2 ** 53,
  -(2 ** 31),
  1e-300,
  99_999_999,
];
const FIELDS = [
  'product_id',
  'quantity',
  'ids',
  'delta',
  'content_type',
  'size',
  'file_name',
  'name',
  'sku',
  'selling_price',
  'base_price',
  'cost_price',
  'stock_quantity',
  'low_stock_threshold',
  'weight',
  'images',
  'features',
  'brand_id',
  'category_id',
  'is_active',
  'is_featured',
  'first_name',
  'last_name',
  'phone',
  'email',
  'order_number',
  'checkout_session_id',
  'payment_method',
  'customer_info',
  'shipping_address',
  'billing_address',
  'notes',
  'url',
  'maxPages',
  'activeOnImport',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = [
  'search',
  'category',
  'type',
  'sale',
  'sort',
  'limit',
  'offset',
  'cursor',
  'status',
  'fresh',
  'ids',
];

/** Routes whose success would change state other tests share: only called without staff rights. */
const SHARED_STATE_HANDLERS = new Set([
  'scraper/start-scrape',
  'scraper/start-backfill',
  'admin/create-sample-data',
]);

interface Token {
  name: string;
  header: string | undefined;
}

describe('fuzzing the route table', () => {
  let tokens: Token[];
  let productIds: string[];

  beforeAll(async () => {
    const customer = await createTestUser(shop, ['customer']);
    const admin = await createTestUser(shop, ['customer', 'admin']);
    const [customerTokens, adminTokens] = await Promise.all([
      signIn(shop, customer.email, customer.password),
      signIn(shop, admin.email, admin.password),
    ]);
    tokens = [
      { name: 'none', header: undefined },
      { name: 'garbage', header: 'Bearer not.a.token' },
      { name: 'customer', header: `Bearer ${customerTokens.idToken}` },
      { name: 'customer-access', header: `Bearer ${customerTokens.accessToken}` },
      { name: 'admin', header: `Bearer ${adminTokens.idToken}` },
    ];
    productIds = (await createTestProducts(shop, [{ stock: 5 }, { stock: 0 }, { stock: 50 }])).map(
      (p) => p.id,
    );
  });

  it('answers thousands of malformed requests without a server error, and the shop still works', async () => {
    const random = seeded(SEED);

    const value = (depth = 0): unknown => {
      const kind = random.next();
      if (kind < 0.3) return random.pick(NASTY_STRINGS);
      if (kind < 0.55) return random.pick(NASTY_NUMBERS);
      if (kind < 0.62) return random.pick([true, false, null]);
      if (kind < 0.7) return random.pick(productIds);
      if (depth < 2 && kind < 0.85)
        return Array.from({ length: random.pick([0, 1, 3, 120]) }, () => value(depth + 1));
      if (depth < 2) return body(depth + 1);
      return random.pick(NASTY_STRINGS);
    };
    const body = (depth = 0): Record<string, unknown> =>
      Object.fromEntries(
        Array.from({ length: random.pick([0, 1, 2, 4, 8]) }, () => [random.pick(FIELDS), value(depth)]),
      );
    const pathValue = () =>
      random.chance(0.3)
        ? random.pick(productIds)
        : random.chance(0.2)
          ? randomUUID()
          : encodeURIComponent(String(random.pick(NASTY_STRINGS))).slice(0, 300) || 'x';
    const buildPath = (route: RouteDefinition) => {
      let path = route.path.replace(/\{\w+\}/g, () => (random.chance(0.05) ? '%ZZ' : pathValue()));
      if (random.chance(0.5)) {
        const pairs = Array.from({ length: random.pick([1, 2, 3]) }, () => {
          const key = random.pick(QUERY_KEYS);
          return `${key}=${encodeURIComponent(String(value(2))).slice(0, 400)}`;
        });
        path += `?${pairs.join('&')}`;
      }
      return path;
    };
    const requestBody = (): string | undefined => {
      const kind = random.next();
      if (kind < 0.15) return undefined;
      if (kind < 0.22) return random.pick(['{', 'null', '[]', '"text"', '1e999', '{"a":', '\u0000']);
      return JSON.stringify(random.chance(0.1) ? value() : body());
    };

    const failures: string[] = [];
    const send = async () => {
      const route = random.pick(routes);
      const token = random.pick(tokens);
      if (SHARED_STATE_HANDLERS.has(route.handler) && token.name === 'admin') return;
      const path = buildPath(route);
      const headers: Record<string, string> = {
        'content-type': random.pick(['application/json', 'text/plain', '']),
      };
      if (token.header) headers.authorization = token.header;
      if (random.chance(0.6))
        headers['x-guest-session-id'] = random.chance(0.7)
          ? newGuestId()
          : String(random.pick(NASTY_STRINGS))
              .slice(0, 200)
              .replace(/[^\x20-\x7e]/g, '');
      if (random.chance(0.3)) headers['idempotency-key'] = random.chance(0.5) ? randomUUID() : 'not-a-key';
      if (random.chance(0.2)) headers['accept-encoding'] = 'gzip';
      const payload = route.method === 'GET' ? undefined : requestBody();
      const response = await fetch(new URL(path, shop.url).href, {
        method: route.method,
        headers,
        body: payload,
      });
      await response.arrayBuffer();
      if (response.status >= 500) {
        failures.push(
          `${response.status} ${route.method} ${path} [${token.name}] ${payload?.slice(0, 300) ?? ''}`,
        );
      }
    };
    for (let sent = 0; sent < REQUESTS; sent += PARALLEL) {
      await Promise.all(Array.from({ length: PARALLEL }, send));
    }

    expect(failures).toEqual([]);
    const catalogue = await fetch(`${shop.url}/api/products?limit=5`);
    expect(catalogue.status).toBe(200);
    expect(((await catalogue.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);
    // The fuzz may have edited or deleted its own products: the cart is tried with a fresh one.
    const [fresh] = await createTestProducts(shop, [{ stock: 10, images: [] }]);
    const guest = createShopClient(shop, { guestId: newGuestId() });
    expect((await guest.add(fresh!.id, 2)).status).toBe(200);
    expect((await guest.getCart()).body.cart.item_count).toBe(2);
  }, 120_000);
});
