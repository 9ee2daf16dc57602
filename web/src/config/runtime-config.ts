/**
 * The SPA's settings come from `/config.json`, written at deploy time from the stack outputs (and
 * served by the local adapter), so one build serves every stage. Read once at start-up.
 */
// Checked by hand rather than with zod: five strings do not justify putting zod's core (about
// 15 KB gzipped) into the first load of every page.

export const RUNTIME_CONFIG_PATH = '/config.json';

export interface RuntimeConfig {
  /** Where the HTTP API's `/api` routes live: `/api` on the shop's own origin, or a full URL. */
  apiBase: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only set locally, where sign-in goes to cognito-local instead of Cognito. */
  userPoolEndpoint?: string;
}

const REQUIRED_FIELDS = ['region', 'userPoolId', 'userPoolClientId'] as const;

/** Raised when `/config.json` is missing or malformed; the app cannot start without it. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

/**
 * Validates the contents of `/config.json` and normalises `apiBase` to have no trailing slash, so
 * that `${apiBase}/categories` is always a valid URL or path.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const isText = (field: string, minLength: number) =>
    typeof value[field] === 'string' && (value[field] as string).length >= minLength;
  const invalid = [
    ...(typeof raw === 'object' && raw !== null ? [] : ['(root)']),
    ...(isText('apiBase', 0) ? [] : ['apiBase']),
    ...REQUIRED_FIELDS.filter((field) => !isText(field, 1)),
    ...(value.userPoolEndpoint === undefined || isText('userPoolEndpoint', 1) ? [] : ['userPoolEndpoint']),
  ];
  if (invalid.length > 0) {
    throw new RuntimeConfigError(`Invalid ${RUNTIME_CONFIG_PATH}: check ${invalid.join(', ')}.`);
  }
  const config: RuntimeConfig = {
    apiBase: (value.apiBase as string).replace(/\/+$/, ''),
    region: value.region as string,
    userPoolId: value.userPoolId as string,
    userPoolClientId: value.userPoolClientId as string,
  };
  if (typeof value.userPoolEndpoint === 'string') config.userPoolEndpoint = value.userPoolEndpoint;
  return config;
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
