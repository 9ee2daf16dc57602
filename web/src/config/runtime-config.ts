/**
 * The SPA's settings come from `/config.json`, written at deploy time from the stack outputs (and
 * served by the local adapter), so one build serves every stage. Read once at start-up.
 */
// zod/mini, the tree-shakable build of zod: a few KB of the first load instead of about 18 KB.
import { z } from 'zod/mini';

export const RUNTIME_CONFIG_PATH = '/config.json';

export const runtimeConfigSchema = z.object({
  /** Where the HTTP API's `/api` routes live: `/api` on the shop's own origin, or a full URL. */
  apiBase: z.string(),
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only set locally, where sign-in goes to cognito-local instead of Cognito. */
  userPoolEndpoint: z.optional(z.string().check(z.minLength(1))),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Raised when `/config.json` is missing or malformed; the app cannot start without it. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

/**
 * Validates the contents of `/config.json` and normalises `apiBase` to have no trailing slash, so
 * that `${apiBase}/categories` is always a valid URL or path.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new RuntimeConfigError(`Invalid ${RUNTIME_CONFIG_PATH}: check ${fields}.`);
  }
  return { ...result.data, apiBase: result.data.apiBase.replace(/\/+$/, '') };
}

let pending: Promise<RuntimeConfig> | undefined;

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new RuntimeConfigError(`Could not load ${RUNTIME_CONFIG_PATH} (HTTP ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} is not valid JSON.`);
  }
  return parseRuntimeConfig(body);
}

/**
 * Starts reading `/config.json` (once per call) and keeps the result for {@link getRuntimeConfig}.
 * The app renders without waiting for it, so the page's code and its settings load side by side.
 */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  pending = fetchRuntimeConfig(fetchImpl);
  return pending;
}

/** The settings, once `/config.json` has been read; {@link loadRuntimeConfig} must have been called. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  if (!pending) return Promise.reject(new RuntimeConfigError('The runtime config has not been loaded.'));
  return pending;
}
