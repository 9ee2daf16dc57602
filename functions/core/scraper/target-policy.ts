/**
 * Which addresses the importer may read: public unicast addresses only. Private networks, loopback,
 * link-local (the cloud metadata service lives there), carrier-grade NAT, multicast and reserved
 * ranges are refused after DNS resolution, unless the deployment explicitly allows private targets
 * (tests and local fixture runs only).
 */
import ipaddr from 'ipaddr.js';
import { INPUT_LIMITS } from '../security-limits.js';

/**
 * True for an address on the public internet. IPv6 forms that carry an IPv4 address are judged by
 * what they reach: ::ffff:a.b.c.d (mapped) by its IPv4 address; ::a.b.c.d (IPv4-compatible, e.g.
 * [::7f00:1] for 127.0.0.1 or [::a9fe:a9fe] for the metadata service), NAT64 (64:ff9b::/96,
 * 64:ff9b:1::/48), 6to4 and Teredo are refused outright: through a translator they can reach
 * private networks.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // Written as the URL parser writes it (`::8.8.8.8` becomes `::808:808`, as sockets see it).
  const canonical = address.includes(':') ? new URL(`http://[${address}]`).hostname.slice(1, -1) : address;
  const parsed = ipaddr.parse(canonical);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  // The first 96 bits all zero: an IPv4-compatible address (deprecated), never a public host.
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  return v6.range() === 'unicast';
}

/** The reason a URL may not be fetched before any DNS lookup, or `undefined` when it may. */
export function checkTargetUrl(value: string): string | undefined {
  if (value.length > INPUT_LIMITS.maxUrl) return `longer than ${INPUT_LIMITS.maxUrl} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a valid URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https are allowed';
  if (url.username !== '' || url.password !== '') return 'credentials in the URL are not allowed';
  if (url.hostname === '') return 'no host';
  return undefined;
}
