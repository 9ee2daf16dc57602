/**
 * Uploaded images from the upload to the product and out again: only real raster images are kept,
 * checked by their bytes when a product saves them, and nothing stays behind once no product
 * shows it.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../../helpers/cognito.js';
import { callWithToken } from '../../helpers/bearer-call.js';

const shop = inject('shop');
let token: string;

beforeAll(async () => {
  const { admin } = shop.sampleAccounts;
  token = (await signIn(shop, admin.email, admin.password)).idToken;
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('pixels'),
]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  callWithToken<T>(shop, token, method, path, body);

/** Uploads bytes as the admin form does (presigned POST), claiming `contentType`; the public URL. */
async function upload(bytes: Buffer, contentType = 'image/png'): Promise<string> {
  const ticket = await call<{ url: string; fields: Record<string, string>; public_url: string }>(
    'POST',
    '/api/admin/images',
    { content_type: contentType, size: bytes.length },
  );
  expect(ticket.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'file');
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket.body.public_url;
}

const productBody = (images: string[]) => ({
  name: `Image Test ${randomUUID().slice(0, 6)}`,
  sku: `IMG-${randomUUID().slice(0, 8)}`,
  selling_price: 1_000,
  stock_quantity: 3,
  images,
});

const statusOf = async (url: string) => (await fetch(`${shop.url}${url}`)).status;

describe('uploaded images', () => {
  it('refuses an SVG upload before it starts', async () => {
    const { status, body } = await call('POST', '/api/admin/images', {
      content_type: 'image/svg+xml',
      size: 100,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^content_type: /);
  });

  it('moves an upload under products/ when a product saves it, and serves it there', async () => {
    const uploaded = await upload(PNG);
    expect(uploaded).toMatch(/^\/images\/tmp\//);

    const created = await call<{ product: { id: string; images: string[] } }>(
      'POST',
      '/api/admin/products',
      productBody([uploaded]),
    );

    expect(created.status).toBe(201);
    const [saved] = created.body.product.images;
    expect(saved).toMatch(/^\/images\/products\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${shop.url}${saved}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(await statusOf(uploaded)).toBe(404);
  });

  it('refuses a script uploaded as a PNG when the product is saved, and saves nothing', async () => {
    const disguised = await upload(SVG, 'image/png');
    const body = productBody([disguised]);

    const { status, body: answer } = await call('POST', '/api/admin/products', body);

    expect(status).toBe(400);
    expect(answer.message).toMatch(/^images: /);
    const list = await call<{ products: { sku: string }[] }>('GET', `/api/admin/products?search=${body.sku}`);
    expect(list.body.products.map((product) => product.sku)).not.toContain(body.sku);
  });

  it('deletes the images a product no longer shows, and all of them with the product', async () => {
    const [first, second] = [await upload(PNG), await upload(PNG)];
    const created = await call<{ product: { id: string; images: string[] } & Record<string, unknown> }>(
      'POST',
      '/api/admin/products',
      productBody([first!, second!]),
    );
    const { product } = created.body;
    const [kept, dropped] = product.images as [string, string];

    const edited = await call('PUT', `/api/admin/products/${product.id}`, { ...product, images: [kept] });
    expect(edited.status).toBe(200);
    expect(await statusOf(dropped)).toBe(404);
    expect(await statusOf(kept)).toBe(200);

    expect((await call('DELETE', `/api/admin/products/${product.id}`)).status).toBe(204);
    expect(await statusOf(kept)).toBe(404);
  });
});
