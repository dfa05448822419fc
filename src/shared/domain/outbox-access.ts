/**
 * Who may read the development outbox (every email the demo "sent", sign-in and reset codes included):
 * a client on the machine itself, talking to the server directly. The site and the services apply the
 * same rule, so the outbox is a developer's mail catcher and never an account-takeover tool.
 */

/** Headers a reverse proxy or load balancer adds: their presence means the client is not local. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (as Node reports a dual-stack socket's peer). */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  let candidate = address.trim().toLowerCase();
  if (candidate.startsWith('[') && candidate.endsWith(']')) candidate = candidate.slice(1, -1);
  if (candidate === '::1' || candidate === '0:0:0:0:0:0:0:1') return true;
  if (candidate.startsWith('::ffff:')) candidate = candidate.slice('::ffff:'.length);
  const octets = IPV4_LOOPBACK.exec(candidate);
  return octets !== null && octets.slice(1).every((octet) => Number(octet) <= 255);
}

function cameThroughProxy(headers: Headers): boolean {
  return PROXY_HEADERS.some((name) => headers.has(name));
}

/** True only for a loopback client whose request carries no proxy header. */
export function mayReadOutbox(headers: Headers, clientAddress: string | undefined): boolean {
  return !cameThroughProxy(headers) && isLoopbackAddress(clientAddress);
}
