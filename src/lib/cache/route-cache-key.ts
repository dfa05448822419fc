/**
 * Which requests the route cache may answer, and under which key. A cached page is the page an
 * anonymous visitor sees, so the key holds everything such a page varies by (origin, path, query, the
 * language it is rendered in, the theme cookie) and any cookie that makes the
 * page personal (a session, preview, a one-time form message, a sign-in step) bypasses the cache both
 * ways: such a request is never answered from it and its page is never stored.
 */
import { firstVisitLanguage } from '../../shared/i18n/first-visit-language';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from '../../shared/i18n/languages';
import { THEME_COOKIE, isTheme } from '../theme/theme';

/** Our cookies that do not change what a page shows (the guest token; the build check's reload mark). */
const NEUTRAL_COOKIES = new Set(['ctg_pub_token', 'ctg_last_auto_reload']);

/** Query parameters that never change a page: campaign and click ids added by ads and newsletters. */
const TRACKING_PARAM =
  /^(utm_.+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|mc_cid|mc_eid|_ga|_gl|ref)$/i;

const MAX_QUERY_LENGTH = 512;

function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    // Like Astro's own parser: the first of two same-named cookies wins, values are URI-decoded.
    if (!cookies.has(name)) cookies.set(name, decodeValue(part.slice(index + 1).trim()));
  }
  return cookies;
}

function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What the key reads of a request: a fetch Request, or the Node front door's view of a Node request. */
export interface KeyedRequest {
  method: string;
  headers: { get(name: string): string | null };
}

/** The cache key for a request, or null when the cache must be bypassed. */
export function routeCacheKey(request: KeyedRequest, url: URL): string | null {
  if (request.method !== 'GET') return null;
  // ?mode=1/0 switches preview on or off (a cookie is set): always the live page.
  if (url.searchParams.has('mode') || url.search.length > MAX_QUERY_LENGTH) return null;
  const cookies = parseCookieHeader(request.headers.get('Cookie'));
  for (const name of cookies.keys()) {
    if (
      name.startsWith('ctg_') &&
      !NEUTRAL_COOKIES.has(name) &&
      name !== LOCALE_COOKIE &&
      name !== THEME_COOKIE
    )
      return null;
  }
  // The middleware's rule: the chosen language, else the browser's preferred one, else English.
  const chosenLocale = cookies.get(LOCALE_COOKIE);
  const language = isLocale(chosenLocale)
    ? chosenLocale
    : (firstVisitLanguage(request.headers.get('Accept-Language')) ?? DEFAULT_LOCALE);
  const chosenTheme = cookies.get(THEME_COOKIE);
  const theme = isTheme(chosenTheme) ? chosenTheme : '';
  return `${url.protocol}//${url.host}${url.pathname}${normalisedQuery(url)}\0${language}\0${theme}`;
}

function normalisedQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of [...params.keys()]) if (TRACKING_PARAM.test(name)) params.delete(name);
  params.sort();
  const query = params.toString();
  return query ? `?${query}` : '';
}
