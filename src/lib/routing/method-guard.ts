import type { MiddlewareHandler } from 'hono';

/** The methods the site answers; anything else is a 405 naming these in Allow. */
const SITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS'] as const;
export const ALLOW_HEADER = SITE_METHODS.join(', ');

export function methodNotAllowedMessage(method: string): string {
  return `The ${method} method is not supported here. Use one of: ${ALLOW_HEADER}.`;
}

/**
 * Answers before the pages: OPTIONS with 204 and Allow; a method outside SITE_METHODS with 405 and a
 * plain-text message (Astro would render a page for PROPFIND, or 404 an endpoint). The outer middleware
 * adds the security headers to these answers like any other.
 */
export function guardMethods(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'OPTIONS') {
      return c.body(null, 204, { Allow: ALLOW_HEADER, 'Cache-Control': 'no-store' });
    }
    if (!(SITE_METHODS as readonly string[]).includes(method)) {
      return c.text(methodNotAllowedMessage(method), 405, {
        Allow: ALLOW_HEADER,
        'Cache-Control': 'no-store',
      });
    }
    await next();
  };
}
