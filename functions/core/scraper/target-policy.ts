/**
 * Which addresses the importer may read: public unicast addresses only. Private networks, loopback,
 * link-local (the cloud metadata service lives there), carrier-grade NAT, multicast and reserved
 * ranges are refused after DNS resolution, unless the deployment explicitly allows private targets
 * (tests and local fixture runs only).
 */
import ipaddr from 'ipaddr.js';

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // ::ffff:127.0.0.1 is 127.0.0.1 in disguise.
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The reason a URL may not be fetched before any DNS lookup, or `undefined` when it may. */
export function checkTargetUrl(value: string): string | undefined {
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
