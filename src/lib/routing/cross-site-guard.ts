/**
 * Cross-site request forgery, refused in one place for every state-changing request (the BFF's
 * `/api/*`, the session forms, the card-token path). Astro's own origin check only looks at form-like
 * content types, so a JSON POST with a foreign Origin used to pass, leaving CORS preflight and
 * SameSite=Lax as the only defences (a sibling subdomain is same-site, so Lax does not stop it).
 */
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Reload the page and try again.';

export interface CrossSiteOptions {
  /** The configured public origin (SITE_URL), if any; accepted besides the origin the request reached. */
  siteOrigin?: string | undefined;
  /** Whether the visitor reached the site over HTTPS (the connection, or a trusted proxy saying so). */
  isSecure(request: Request): boolean;
}

/**
 * The origins the site answers as: the one the request was addressed to (its Host, with the scheme the
 * visitor really used, so `http://` behind a TLS proxy becomes `https://`), and SITE_URL's. A browser
 * always sends the Host of the site it talks to, so a forged request cannot choose it.
 */
function ownOrigins(request: Request, options: CrossSiteOptions): Set<string> {
  const url = new URL(request.url);
  url.protocol = options.isSecure(request) ? 'https:' : 'http:';
  const origins = new Set([url.origin]);
  if (options.siteOrigin) {
    try {
      origins.add(new URL(options.siteOrigin).origin);
    } catch {
      // An unparsable SITE_URL adds nothing: the request's own origin still counts.
    }
  }
  return origins;
}

/**
 * Why a request must be refused as cross-site, or null to let it through. Safe methods always pass.
 * Origin, when sent, must be exactly one of the site's own (scheme, host and port; `null`, which
 * sandboxed frames and some redirects send, never is). Without Origin, a browser's
 * `Sec-Fetch-Site: cross-site | same-site` refuses; a request with neither header (a server, curl)
 * passes, as no browser can be made to send it without one.
 */
function crossSiteRefusal(request: Request, options: CrossSiteOptions): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const origin = request.headers.get('Origin');
  if (origin !== null) {
    return ownOrigins(request, options).has(origin.trim()) ? null : 'origin';
  }
  const site = request.headers.get('Sec-Fetch-Site')?.trim().toLowerCase();
  return site === 'cross-site' || site === 'same-site' ? 'fetch-site' : null;
}

/** Answers a forged state-changing request with 403 and the envelope; nothing is forwarded. */
export function guardCrossSiteRequests(options: CrossSiteOptions): MiddlewareHandler {
  return async (c, next) => {
    if (crossSiteRefusal(c.req.raw, options) === null) return next();
    return c.json({ status: 'Failed', message: CROSS_SITE_MESSAGE, data: null, statusCode: 403 }, 403, {
      'Cache-Control': 'no-store',
    });
  };
}
