type Env = Record<string, string | undefined>;

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

/**
 * The origin links in email point at: SITE_URL when set; otherwise where the site is served from, the
 * HOST and PORT the server listens on (as `npm start` and the Node adapter read them). A wildcard
 * listen address is reached as localhost; an IPv6 address is bracketed. The site builds its canonical
 * and language links from it too, never from the request's Host header.
 */
export function resolveSiteUrl(env: Env): string {
  const configured = env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const listen = env.HOST?.trim() || 'localhost';
  const host = WILDCARD_HOSTS.has(listen)
    ? 'localhost'
    : listen.includes(':') && !listen.startsWith('[')
      ? `[${listen}]`
      : listen;
  const port = env.PORT?.trim() || '4321';
  return `http://${host}:${port}`;
}

/**
 * The origin the site's canonical, language and social-card links name (resolveSiteUrl's origin; a
 * SITE_URL that is not a URL falls back to HOST and PORT). Read per call: tests and deployments set it
 * at run time.
 */
export function configuredSiteOrigin(env: Env = process.env): string {
  try {
    return new URL(resolveSiteUrl(env)).origin;
  } catch {
    return new URL(resolveSiteUrl({ ...env, SITE_URL: '' })).origin;
  }
}
