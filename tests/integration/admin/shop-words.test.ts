/**
 * Shop words staff edit ("Search that understands what shoppers mean"): a fresh shop answers the
 * shipped list; staff add "lappy = laptop" and the shop's search and suggestions find laptops for
 * "lappy" from the warm catalogue's next change-log check; bad lists are refused naming the field;
 * a customer is refused; restoring the defaults forgets the word again.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductCard } from '../../../functions/core/catalogue/product-card.js';
import type { ShopWordsView } from '../../../functions/core/catalogue/shop-words.js';
import { signIn } from '../../helpers/cognito.js';

const shop = inject('shop');
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  const { admin, customer } = shop.sampleAccounts;
  [adminToken, customerToken] = await Promise.all([
    signIn(shop, admin.email, admin.password).then((t) => t.idToken),
    signIn(shop, customer.email, customer.password).then((t) => t.idToken),
  ]);
});

// Other files search the same shop: leave it with the shipped words.
afterAll(() => call('DELETE'));

async function call<T = ShopWordsView & { message?: string }>(
  method: string,
  body?: unknown,
  token = adminToken,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop.url}/api/admin/shop-words`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function searchNames(query: string): Promise<string[]> {
  const response = await fetch(`${shop.url}/api/products?search=${encodeURIComponent(query)}&limit=100`);
  return ((await response.json()) as { products: ProductCard[] }).products.map((p) => p.name);
}

async function suggestionNames(query: string): Promise<string[]> {
  const response = await fetch(`${shop.url}/api/search/suggestions?q=${encodeURIComponent(query)}`);
  return ((await response.json()) as { products: { name: string }[] }).products.map((p) => p.name);
}

const isLaptop = (name: string) => /laptop|notebook|thinkpad|ideapad|vivobook|inspiron|probook/i.test(name);

describe('shop words staff edit', () => {
  it('answers the shipped list on a fresh shop', async () => {
    const { status, body } = await call('GET');
    expect(status).toBe(200);
    expect(body.is_default).toBe(true);
    expect(body.words.flatMap((w) => w.terms)).toEqual(expect.arrayContaining(['ps5', 'o365', 'ups']));
  });

  it('searches with a word staff add, in the catalogue search and the suggestions', async () => {
    expect(await searchNames('lappy')).toEqual([]);
    const { body: current } = await call('GET');
    const saved = await call('PUT', { words: [...current.words, { terms: ['lappy', 'laptop'] }] });
    expect(saved.status).toBe(200);
    expect(saved.body.is_default).toBe(false);
    expect((await call('GET')).body.words.at(-1)).toEqual({ terms: ['lappy', 'laptop'], also_finds: [] });

    await expect
      .poll(async () => (await searchNames('lappy')).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const found = await searchNames('lappy');
    expect(found.filter(isLaptop).length).toBeGreaterThan(found.length / 2);
    expect((await suggestionNames('lappy')).some(isLaptop)).toBe(true);
    // The shipped words staff kept still work.
    expect((await searchNames('ps5')).some((name) => /playstation/i.test(name))).toBe(true);
  });

  it('refuses a bad list with 400 naming the field, and keeps the saved one', async () => {
    const before = (await call('GET')).body.words;
    const empty = await call('PUT', { words: [{ terms: ['lappy', ' '] }] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('words.0.terms.1: enter a word');
    const long = await call('PUT', { words: [{ terms: ['lappy', 'x'.repeat(41)] }] });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^words\.0\.terms\.1: must be at most 40 characters/);
    const twice = await call('PUT', {
      words: [{ terms: ['lappy', 'laptop'] }, { terms: ['laptop', 'lappy'] }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/^words\.1\.terms: /);
    const many = await call('PUT', {
      words: Array.from({ length: 301 }, (_, i) => ({ terms: [`a${i}`, `b${i}`] })),
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/^words: /);
    expect((await call('GET')).body.words).toEqual(before);
  });

  it("refuses a customer's token with 403", async () => {
    expect((await call('GET', undefined, customerToken)).status).toBe(403);
    expect((await call('PUT', { words: [] }, customerToken)).status).toBe(403);
    expect((await call('DELETE', undefined, customerToken)).status).toBe(403);
  });

  it('restores the shipped list, and search forgets the staff word', async () => {
    const restored = await call('DELETE');
    expect(restored.status).toBe(200);
    expect(restored.body.is_default).toBe(true);
    expect((await call('GET')).body.is_default).toBe(true);
    await expect.poll(async () => (await searchNames('lappy')).length, { timeout: 10_000 }).toBe(0);
  });
});
