/**
 * The traveller's own address behind a load balancer (issue 14). The Node adapter gives Astro the
 * socket's peer as the client address, so behind nginx every traveller was 127.0.0.1, and the per-address
 * rate limits (sign-in, sign-up, forms) counted them all as one: one traveller's failures locked everyone
 * out. When the peer is one of TRUSTED_PROXIES, the address comes from X-Forwarded-For instead.
 */
import type { TrustedProxies } from './security-headers.server';

/**
 * The client behind trusted proxies: X-Forwarded-For read from the right (each proxy appends the peer
 * it saw), skipping the trusted proxies; the first address that is not one is the client. Entries to
 * its left are whatever the client sent and are never believed. Undefined when the peer is not trusted
 * or the header names no one else.
 */
export function forwardedClientAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string | undefined {
  if (!peer || !forwardedFor || !trusted.includes(peer)) return undefined;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!/^[0-9A-Fa-f.:]{2,45}$/.test(hop)) return undefined;
    if (!trusted.includes(hop)) return hop;
  }
  return undefined;
}

const CLIENT_ADDRESS = Symbol.for('astro.clientAddress');
// Where Astro's app.render() leaves the options the request is rendered with (its clientAddress among
// them) before the request entry runs; src/fetch.ts runs first, so a change here is what Astro sees.
const RENDER_OPTIONS = Symbol.for('astro.renderOptions');

/**
 * Gives Astro (context.clientAddress) the forwarded client when the request came through a trusted
 * proxy. The peer symbol itself is left alone: the security headers still judge the proxy by it.
 */
export function adoptForwardedClient(request: Request, trusted: TrustedProxies): void {
  const peer: unknown = Reflect.get(request, CLIENT_ADDRESS);
  const client = forwardedClientAddress(
    typeof peer === 'string' ? peer : undefined,
    request.headers.get('X-Forwarded-For'),
    trusted,
  );
  if (!client) return;
  const options: unknown = Reflect.get(request, RENDER_OPTIONS);
  if (typeof options === 'object' && options !== null) Reflect.set(options, 'clientAddress', client);
}
