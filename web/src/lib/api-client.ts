/**
 * The one way the SPA calls the HTTP API. The API answers errors as `{ error, message }` (see
 * functions/shared/http-errors.ts); they surface here as {@link ApiError} so screens can branch on
 * `status` or `errorType` and show `message`.
 */
import { getRuntimeConfig } from '../config/runtime-config';

/** An API call that failed: an HTTP error answer, an unreadable answer, or no answer at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    /** The server's `error` field (e.g. `NotFound`), or `NetworkError` / `HttpError`. */
    readonly errorType: string,
    message: string,
    /** The whole error answer, for errors that carry more than a message (a changed total, say). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

const GENERIC_MESSAGE = 'An unexpected error occurred';

function isErrorBody(body: unknown): body is { error: string; message: string } {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message } = body as Record<string, unknown>;
  return typeof error === 'string' && typeof message === 'string';
}

/** Turns a non-2xx answer into an {@link ApiError}, keeping the server's type and message when present. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.error, body.message, body);
  return new ApiError(status, 'HttpError', GENERIC_MESSAGE);
}

/**
 * Joins the API base from `/config.json` (`/api`, or a full URL ending in `/api`) and a route path
 * given without the `/api` prefix: `buildApiUrl('/api', '/categories')` is `/api/categories`.
 */
export function buildApiUrl(apiBase: string, path: string): string {
  const base = apiBase.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientDeps {
  /** May wait: the app's base comes from `/config.json`, which loads while the first page renders. */
  getApiBase: () => string | Promise<string>;
  fetch?: typeof fetch;
}

/** Builds an API client; the app uses {@link api}, tests pass their own `fetch`. */
export function createApiClient({ getApiBase, fetch: fetchImpl }: ApiClientDeps) {
  async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    const url = buildApiUrl(await getApiBase(), path);
    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'NetworkError', 'The shop could not be reached. Check your connection.');
    }

    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        if (response.ok) throw new ApiError(response.status, 'HttpError', GENERIC_MESSAGE);
      }
    }
    if (!response.ok) throw toApiError(response.status, body);
    return body as T;
  }

  // GETs started before the screen that needs them has loaded its code; its first `get` takes them.
  const prefetched = new Map<string, Promise<unknown>>();

  return {
    /** Starts a GET now; a failed prefetch is forgotten and the later `get` asks again. */
    prefetch(path: string): void {
      if (!prefetched.has(path))
        prefetched.set(
          path,
          request('GET', path).catch(() => undefined),
        );
    },
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> => {
      const early = prefetched.get(path);
      if (!early) return request<T>('GET', path, options);
      prefetched.delete(path);
      return early.then((body) => (body === undefined ? request<T>('GET', path, options) : (body as T)));
    },
    post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
    put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
    patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

/** The app's client, on the API base read from `/config.json`; paths leave out the `/api` prefix. */
export const api = createApiClient({ getApiBase: async () => (await getRuntimeConfig()).apiBase });
