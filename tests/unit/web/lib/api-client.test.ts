import { describe, expect, it } from 'vitest';
import { ApiError, buildApiUrl, createApiClient, toApiError } from '../../../../web/src/lib/api-client';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(response: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return response();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('api client', () => {
  it('calls the API under the configured base and returns the JSON body', async () => {
    const { calls, fetchImpl } = fakeFetch(() => Response.json({ categories: [] }));
    const api = createApiClient({ getApiBase: () => 'https://api.example.com/api', fetch: fetchImpl });

    const body = await api.get<{ categories: unknown[] }>('/categories');

    expect(body).toEqual({ categories: [] });
    expect(calls[0]?.url).toBe('https://api.example.com/api/categories');
    expect(calls[0]?.init?.method).toBe('GET');
  });

  it('sends a JSON body with its content type', async () => {
    const { calls, fetchImpl } = fakeFetch(() => Response.json({ ok: true }));
    const api = createApiClient({ getApiBase: () => '/api', fetch: fetchImpl });

    await api.post('/cart/items', { body: { productId: 'p1', quantity: 2 } });

    expect(calls[0]?.url).toBe('/api/cart/items');
    expect(calls[0]?.init?.body).toBe('{"productId":"p1","quantity":2}');
    expect((calls[0]?.init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('surfaces the error type and message of an API error answer', async () => {
    const { fetchImpl } = fakeFetch(() =>
      Response.json(
        { error: 'Forbidden', message: 'Access denied. Admin privileges required.' },
        { status: 403 },
      ),
    );
    const api = createApiClient({ getApiBase: () => '/api', fetch: fetchImpl });

    const error = await api.get('/admin/debug/auth').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      errorType: 'Forbidden',
      message: 'Access denied. Admin privileges required.',
    });
  });

  it('gives a generic message when the error answer is not the API format', async () => {
    const { fetchImpl } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const api = createApiClient({ getApiBase: () => '/api', fetch: fetchImpl });

    await expect(api.get('/categories')).rejects.toMatchObject({ status: 502, errorType: 'HttpError' });
  });

  it('reports a network failure as status 0', async () => {
    const { fetchImpl } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = createApiClient({ getApiBase: () => '/api', fetch: fetchImpl });

    await expect(api.get('/categories')).rejects.toMatchObject({ status: 0, errorType: 'NetworkError' });
  });

  it('waits for an API base that is still loading', async () => {
    const { calls, fetchImpl } = fakeFetch(() => Response.json({ categories: [] }));
    const api = createApiClient({ getApiBase: () => Promise.resolve('/api'), fetch: fetchImpl });

    await api.get('/categories');

    expect(calls[0]?.url).toBe('/api/categories');
  });

  it('returns undefined for an empty success answer', async () => {
    const { fetchImpl } = fakeFetch(() => new Response(null, { status: 204 }));
    const api = createApiClient({ getApiBase: () => '/api', fetch: fetchImpl });

    await expect(api.delete('/cart')).resolves.toBeUndefined();
  });
});

describe('api urls and errors', () => {
  it('joins a base with or without a trailing slash', () => {
    expect(buildApiUrl('/api', '/categories')).toBe('/api/categories');
    expect(buildApiUrl('https://api.example.com/api/', '/categories')).toBe(
      'https://api.example.com/api/categories',
    );
    expect(buildApiUrl('/api', 'categories')).toBe('/api/categories');
  });

  it('keeps only well-formed error fields', () => {
    expect(toApiError(404, { error: 'NotFound', message: 'Product not found' }).message).toBe(
      'Product not found',
    );
    expect(toApiError(500, { error: 42 }).errorType).toBe('HttpError');
  });
});

describe('api client prefetch', () => {
  it('hands a prefetched answer to the first get of the same path, then asks again', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return new Response(JSON.stringify({ call: calls }), { status: 200 });
    }) as typeof fetch;
    const api = createApiClient({ getApiBase: () => '/api', fetch: fetchImpl });

    api.prefetch('/products?limit=50');
    expect(await api.get('/products?limit=50')).toEqual({ call: 1 });
    expect(await api.get('/products?limit=50')).toEqual({ call: 2 });
  });

  it('asks again when the prefetch failed', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return calls === 1
        ? new Response('{"error":"Boom","message":"down"}', { status: 503 })
        : new Response('{"ok":true}', { status: 200 });
    }) as typeof fetch;
    const api = createApiClient({ getApiBase: () => '/api', fetch: fetchImpl });

    api.prefetch('/products');
    expect(await api.get('/products')).toEqual({ ok: true });
    expect(calls).toBe(2);
  });
});
