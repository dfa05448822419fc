/**
 * The one guard for every navigation target the site renders or follows: links, menus, CMS content and
 * post-login returns. Script-type protocols are always refused; other sites only with explicit
 * permission (a menu's ExternalLink action, or a host on the configured allowlist).
 */
export type LinkVerdict =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: string };

export interface LinkPolicy {
  /** Origin the site is served from, e.g. https://www.example.com.au */
  siteOrigin: string;
  /** Hosts that may be linked without per-link permission. */
  allowedExternalHosts?: readonly string[];
}

const SCRIPT_PROTOCOLS = new Set(['javascript:', 'data:', 'vbscript:']);
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// Browsers drop tabs and newlines inside URLs and ignore leading control characters and spaces, so
// "java\tscript:" still runs script; normalise the same way before judging.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_RUNS = /[\u0000-\u0020\u007f-\u009f]+/g;

function normalise(raw: string): string {
  return raw
    .replace(CONTROL_RUNS, (match, offset: number) => (offset === 0 || /[\t\n\r]/.test(match) ? '' : match))
    .trim();
}

export function checkLink(
  raw: string | null | undefined,
  policy: LinkPolicy,
  options: { allowExternal?: boolean } = {},
): LinkVerdict {
  if (typeof raw !== 'string' || raw.trim() === '') return { kind: 'refused', reason: 'empty link' };
  const value = normalise(raw).replaceAll('\\', '/');
  let url: URL;
  try {
    url = new URL(value, policy.siteOrigin);
  } catch {
    return { kind: 'refused', reason: 'malformed link' };
  }
  if (SCRIPT_PROTOCOLS.has(url.protocol))
    return { kind: 'refused', reason: `${url.protocol} links are not allowed` };
  const site = new URL(policy.siteOrigin);
  if (url.origin === site.origin) {
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  }
  if (!EXTERNAL_PROTOCOLS.has(url.protocol))
    return { kind: 'refused', reason: `${url.protocol} links are not allowed` };
  const hostAllowed = policy.allowedExternalHosts?.includes(url.hostname.toLowerCase()) ?? false;
  if (options.allowExternal || hostAllowed || url.protocol === 'mailto:' || url.protocol === 'tel:') {
    return { kind: 'external', href: url.href };
  }
  return { kind: 'refused', reason: `links to ${url.hostname} need explicit permission` };
}

/** A same-site path to return to (after sign-in, after changing a preference), else the fallback. */
export function safeReturnPath(raw: string | null | undefined, siteOrigin: string, fallback = '/'): string {
  const verdict = checkLink(raw, { siteOrigin });
  return verdict.kind === 'internal' ? verdict.href : fallback;
}
