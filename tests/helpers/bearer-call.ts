import type { ProvidedShop } from './integration-setup.js';

/**
 * A JSON call to the shop's API as a signed-in person (staff screens, My Account): the status and
 * the parsed body (the text where the answer is not JSON, `undefined` where it is empty).
 */
export async function callWithToken<T = Record<string, unknown>>(
  shop: ProvidedShop,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: parseBody(text) as T };
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
