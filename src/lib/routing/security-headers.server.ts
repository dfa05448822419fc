import { BlockList, isIP } from 'node:net';

/**
 * Headers for every response. The page CSP (script and style hashes) is Astro's, emitted per page;
 * frame-ancestors cannot be set from a <meta> tag, so it goes in a header policy of its own.
 * HSTS only when the request reached the site over HTTPS (see isSecureRequest).
 */
export function applySecurityHeaders(headers: Headers, transport: { secure: boolean }): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  const policy = headers.get('Content-Security-Policy');
  if (!policy) {
    headers.set('Content-Security-Policy', "frame-ancestors 'none'");
  } else if (!policy.includes('frame-ancestors')) {
    headers.set('Content-Security-Policy', `${policy.trim().replace(/;?$/, ';')} frame-ancestors 'none'`);
  }
  if (transport.secure) {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}

/** The proxies whose X-Forwarded-Proto the site believes (TRUSTED_PROXIES). */
export interface TrustedProxies {
  includes(address: string | null | undefined): boolean;
}

// "::ffff:10.0.0.1" is how a dual-stack socket reports an IPv4 peer; rules and peers compare as IPv4.
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Reads TRUSTED_PROXIES: comma-separated IP addresses and CIDR blocks (IPv4 and IPv6), e.g.
 * "10.0.0.0/8, 192.168.1.10, fd00::/8". Empty trusts nobody, loopback included. An entry that is
 * neither is a configuration mistake and throws at start rather than silently trusting less or more.
 */
export function parseTrustedProxies(setting: string): TrustedProxies {
  const rules = new BlockList();
  let count = 0;
  for (const entry of setting.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [rawAddress, prefixText, ...rest] = entry.split('/');
    const address = plainAddress(rawAddress ?? '');
    const family = isIP(address);
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = family === 4 ? 32 : 128;
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefixText ?? '') && prefix >= 0 && prefix <= maxPrefix);
    if (family === 0 || rest.length > 0 || !validPrefix) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is neither an IP address nor a CIDR block (e.g. 10.0.0.0/8)`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) rules.addAddress(address, type);
    else rules.addSubnet(address, prefix, type);
    count += 1;
  }
  return {
    includes(peer) {
      if (count === 0 || !peer) return false;
      const address = plainAddress(peer);
      const family = isIP(address);
      if (family === 0) return false;
      return rules.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

export interface RequestTransport {
  /** The URL the server saw (its protocol is the connection's own). */
  url: URL;
  /** The X-Forwarded-Proto header as received, if any. */
  forwardedProto: string | null | undefined;
  /** The address of the connecting peer (the socket's, never a forwarded one). */
  peerAddress: string | null | undefined;
}

/**
 * Whether the visitor reached the site over HTTPS: the connection itself, or a TLS-terminating proxy
 * among TRUSTED_PROXIES saying so in X-Forwarded-Proto. From anyone else the header is ignored, so a
 * client cannot switch HSTS on (or claim a secure origin) by sending it. The last value counts: it is
 * the one the nearest proxy, the one whose address was checked, appended.
 */
export function isSecureRequest(transport: RequestTransport, trusted: TrustedProxies): boolean {
  if (transport.url.protocol === 'https:') return true;
  if (!transport.forwardedProto || !trusted.includes(transport.peerAddress)) return false;
  const nearest = transport.forwardedProto.split(',').at(-1) ?? '';
  return nearest.trim().toLowerCase() === 'https';
}
