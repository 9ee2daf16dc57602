/**
 * The importer's only way onto the network: GET of a distributor's page with the honest user agent,
 * a time limit and a size cap per page, redirects followed by hand (each hop checked again), http and
 * https only, and private, loopback and link-local addresses refused after DNS resolution. The check
 * runs inside the socket's own lookup, so the address checked is the address connected to (no DNS
 * rebinding between check and connect). robots.txt is honoured, cached per site for a while.
 */
import { lookup as dnsLookup, promises as dns, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import robotsParser from 'robots-parser';
import { decodePageText } from '../core/scraper/page-text.js';
import { SCRAPER_LIMITS, SCRAPER_USER_AGENT } from '../core/scraper/scraper-limits.js';
import { SCRAPER_STATUS_TEXT } from '../core/scraper/scraper-messages.js';
import { checkTargetUrl, isPublicAddress } from '../core/scraper/target-policy.js';

/** A page could not be fetched; `status` is the HTTP status when there was an answer. */
export class FetchPageError extends Error {
  override readonly name: string = 'FetchPageError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The address is private, loopback or link-local (or otherwise not public). */
export class BlockedAddressError extends FetchPageError {
  override readonly name: string = 'BlockedAddressError';
}

export interface FetchOptions {
  /** Allow private and loopback targets: tests and local fixture runs only. */
  allowPrivateTargets: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  accept?: string;
  /**
   * What the last read of the page answered (its `ETag`, `Last-Modified`): sent as `If-None-Match` /
   * `If-Modified-Since`, so an unchanged page answers 304 with no body (`status` 304, empty text).
   */
  validators?: { etag?: string; lastModified?: string };
}

export interface FetchedPage {
  /** The final URL after redirects. */
  url: string;
  /** 2xx, or 304 when `validators` were sent and the page has not changed since. */
  status: number;
  contentType: string;
  text: string;
  /** The answer's `ETag` and `Last-Modified`, when it gave them (for the next run's conditional read). */
  etag?: string;
  lastModified?: string;
}

/** The host as DNS and `isIP` take it: an IPv6 address without its brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** A DNS answer the importer may connect to: at least one address, and (unless allowed) all public. */
function isAllowedAnswer(addresses: readonly LookupAddress[], allowPrivate: boolean): boolean {
  return addresses.length > 0 && (allowPrivate || addresses.every((entry) => isPublicAddress(entry.address)));
}

/**
 * Why the importer would refuse to read `url` (the message for the admin), or `undefined` when it
 * may. Checked when a run starts, so a private or unknown address is a 400 at once rather than a run
 * that fails a moment later; every fetch still checks each address it connects to.
 */
export async function checkStoreAddress(
  url: string,
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<string | undefined> {
  const malformed = checkTargetUrl(url);
  if (malformed) return `${SCRAPER_STATUS_TEXT.blockedAddress} (${malformed})`;
  if (options.allowPrivateTargets) return undefined;
  const host = hostOf(new URL(url));
  if (isIP(host)) return isPublicAddress(host) ? undefined : SCRAPER_STATUS_TEXT.blockedAddress;
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(host, { all: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return SCRAPER_STATUS_TEXT.unknownHost;
    // A passing DNS failure (a timeout, EAI_AGAIN) is no verdict: the run's own fetches check again.
    return undefined;
  }
  return isAllowedAnswer(addresses, false) ? undefined : SCRAPER_STATUS_TEXT.blockedAddress;
}

function safeLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      if (!isAllowedAnswer(list, allowPrivate)) {
        return callback(new BlockedAddressError(`${hostname} resolves to a non-public address`), '', 0);
      }
      // Asked for every address (as Node's connect does with autoSelectFamily), answer the list.
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function decode(response: http.IncomingMessage): NodeJS.ReadableStream {
  switch (String(response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** The conditional headers of a request (RFC 9110: If-Modified-Since only counts without an ETag). */
function conditionalHeaders(validators: FetchOptions['validators']): Record<string, string> {
  if (validators?.etag) return { 'if-none-match': validators.etag };
  if (validators?.lastModified) return { 'if-modified-since': validators.lastModified };
  return {};
}

interface Answer {
  status: number;
  location?: string;
  contentType: string;
  body: Buffer;
  etag?: string;
  lastModified?: string;
}

function requestOnce(
  url: URL,
  options: Required<Omit<FetchOptions, 'accept' | 'validators'>> &
    Pick<FetchOptions, 'validators'> & {
      accept: string;
    },
  deadline: number,
) {
  return new Promise<Answer>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new FetchPageError(`timed out after ${options.timeoutMs} ms`));
    const host = hostOf(url);
    // An IP written in the URL skips DNS, so it is checked here; names are checked in the lookup.
    if (isIP(host) && !options.allowPrivateTargets && !isPublicAddress(host)) {
      return reject(new BlockedAddressError(`${host} is not a public address`));
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        headers: {
          'user-agent': SCRAPER_USER_AGENT,
          accept: options.accept,
          'accept-encoding': 'gzip, deflate, br',
          ...conditionalHeaders(options.validators),
        },
        lookup: safeLookup(options.allowPrivateTargets),
        timeout: remaining,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400 && location) {
          response.resume();
          return resolve({ status, location, contentType, body: Buffer.alloc(0) });
        }
        const etag = response.headers.etag;
        const lastModified = response.headers['last-modified'];
        const validators = { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
        if (status === 304) {
          response.resume();
          return resolve({ status, contentType, body: Buffer.alloc(0), ...validators });
        }
        const declared = Number(response.headers['content-length'] ?? '0');
        if (declared > options.maxBytes) {
          request.destroy();
          return reject(new FetchPageError(`page larger than ${options.maxBytes} bytes`, status));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let tooLarge = false;
        const body = decode(response);
        body.on('data', (chunk: Buffer) => {
          if (tooLarge) return;
          size += chunk.length;
          if (size > options.maxBytes) {
            tooLarge = true;
            reject(new FetchPageError(`page larger than ${options.maxBytes} bytes`, status));
            response.destroy();
            return;
          }
          chunks.push(chunk);
        });
        body.on('end', () => {
          if (!tooLarge) resolve({ status, contentType, body: Buffer.concat(chunks), ...validators });
        });
        body.on('error', (error: Error) =>
          reject(new FetchPageError(`could not be read: ${error.message}`, status)),
        );
      },
    );
    const timer = setTimeout(
      () => request.destroy(new FetchPageError(`timed out after ${options.timeoutMs} ms`)),
      remaining,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () =>
      request.destroy(new FetchPageError(`timed out after ${options.timeoutMs} ms`)),
    );
    request.on('error', (error) =>
      reject(
        error instanceof FetchPageError ? error : new FetchPageError(`could not be read: ${error.message}`),
      ),
    );
    request.end();
  });
}

/**
 * Fetches a page within the time and size limits, following redirects. Throws `FetchPageError` for
 * anything but a 2xx answer (with its status) and `BlockedAddressError` for a refused address.
 */
export async function fetchPage(target: string, options: FetchOptions): Promise<FetchedPage> {
  const { body, ...rest } = await fetchBytes(target, options);
  return { ...rest, text: decodePageText(body, rest.contentType) };
}

/** Like `fetchPage`, for a file (an image): the bytes as they came. */
export async function fetchBytes(
  target: string,
  options: FetchOptions,
): Promise<Omit<FetchedPage, 'text'> & { body: Buffer }> {
  const settings = {
    allowPrivateTargets: options.allowPrivateTargets,
    timeoutMs: options.timeoutMs ?? SCRAPER_LIMITS.pageTimeoutMs,
    maxBytes: options.maxBytes ?? SCRAPER_LIMITS.maxPageBytes,
    accept: options.accept ?? 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
    ...(options.validators ? { validators: options.validators } : {}),
  };
  const deadline = Date.now() + settings.timeoutMs;
  let current = target;
  for (let hop = 0; hop <= SCRAPER_LIMITS.maxRedirects; hop++) {
    const problem = checkTargetUrl(current);
    if (problem) throw new BlockedAddressError(problem);
    const answer = await requestOnce(new URL(current), settings, deadline);
    if (answer.location !== undefined) {
      current = new URL(answer.location, current).toString();
      continue;
    }
    // A 304 is an answer only to a conditional request (the page has not changed since).
    const notModified = answer.status === 304 && settings.validators !== undefined;
    if (!notModified && (answer.status < 200 || answer.status >= 300)) {
      throw new FetchPageError(`answered HTTP ${answer.status}`, answer.status);
    }
    return {
      url: current,
      status: answer.status,
      contentType: answer.contentType,
      body: answer.body,
      ...(answer.etag ? { etag: answer.etag } : {}),
      ...(answer.lastModified ? { lastModified: answer.lastModified } : {}),
    };
  }
  throw new FetchPageError(`more than ${SCRAPER_LIMITS.maxRedirects} redirects`);
}

interface RobotsRules {
  isAllowed(url: string, userAgent: string): boolean | undefined;
  getCrawlDelay(userAgent: string): number | undefined;
}

const robotsCache = new Map<string, { rules: RobotsRules; fetchedAt: number }>();

const ALLOW_ALL: RobotsRules = { isAllowed: () => true, getCrawlDelay: () => undefined };
const DISALLOW_ALL: RobotsRules = { isAllowed: () => false, getCrawlDelay: () => undefined };

/**
 * The site's robots.txt rules (RFC 9309): a missing file (4xx) allows everything; a server error or
 * no answer means "assume nothing is allowed" for now (not cached, so a later page tries again).
 */
export async function getRobotsRules(
  pageUrl: string,
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<RobotsRules> {
  const origin = new URL(pageUrl).origin;
  const cached = robotsCache.get(origin);
  if (cached && Date.now() - cached.fetchedAt < SCRAPER_LIMITS.robotsCacheMs) return cached.rules;
  const robotsUrl = `${origin}/robots.txt`;
  let rules: RobotsRules;
  try {
    const page = await fetchPage(robotsUrl, {
      ...options,
      maxBytes: SCRAPER_LIMITS.maxRobotsBytes,
      accept: 'text/plain',
    });
    rules = robotsParser(robotsUrl, page.text);
  } catch (error) {
    if (error instanceof BlockedAddressError) throw error;
    const status = error instanceof FetchPageError ? error.status : undefined;
    if (status !== undefined && status >= 400 && status < 500) rules = ALLOW_ALL;
    else return DISALLOW_ALL;
  }
  robotsCache.set(origin, { rules, fetchedAt: Date.now() });
  return rules;
}

/** Whether robots.txt lets the importer read the page. */
export async function isAllowedByRobots(
  pageUrl: string,
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<boolean> {
  const rules = await getRobotsRules(pageUrl, options);
  return rules.isAllowed(pageUrl, SCRAPER_USER_AGENT) !== false;
}

/** The Crawl-delay robots.txt asks of the importer, in seconds, if any. */
export async function getCrawlDelaySeconds(
  pageUrl: string,
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<number | undefined> {
  return (await getRobotsRules(pageUrl, options)).getCrawlDelay(SCRAPER_USER_AGENT);
}
