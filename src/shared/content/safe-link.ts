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
  if (url.origin === site.origin) return internalVerdict(`${url.pathname}${url.search}${url.hash}`, site);
  if (!EXTERNAL_PROTOCOLS.has(url.protocol))
    return { kind: 'refused', reason: `${url.protocol} links are not allowed` };
  const hostAllowed = policy.allowedExternalHosts?.includes(url.hostname.toLowerCase()) ?? false;
  if (options.allowExternal || hostAllowed || url.protocol === 'mailto:' || url.protocol === 'tel:') {
    return { kind: 'external', href: url.href };
  }
  return { kind: 'refused', reason: `links to ${url.hostname} need explicit permission` };
}

/**
 * A same-origin href is emitted as a path, so it must read as one: a path the URL parser turned into
 * "//host" (from "/.//host", "/..//host", "/%2e//host") or "/\\host" is protocol-relative in a browser's
 * Location or Refresh. Such hrefs are refused, and every emitted href is re-resolved as the last check.
 */
function internalVerdict(href: string, site: URL): LinkVerdict {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) {
    return { kind: 'refused', reason: 'a path that begins with two slashes leaves the site' };
  }
  let resolved: URL;
  try {
    resolved = new URL(href, site.origin);
  } catch {
    return { kind: 'refused', reason: 'malformed link' };
  }
  if (resolved.origin !== site.origin) return { kind: 'refused', reason: 'the link leaves the site' };
  return { kind: 'internal', href };
}

/**
 * A same-site path to return to (after sign-in, after changing a preference, after a form), else the
 * fallback (itself checked, else "/"). Every redirect or Refresh target built from input goes through here.
 */
export function safeReturnPath(raw: string | null | undefined, siteOrigin: string, fallback = '/'): string {
  const verdict = checkLink(raw, { siteOrigin });
  if (verdict.kind === 'internal') return verdict.href;
  const checkedFallback = internalVerdict(fallback, new URL(siteOrigin));
  return checkedFallback.kind === 'internal' ? checkedFallback.href : '/';
}
