/**
 * Cache-Control for content pages. A page can be stored by shared caches only when it is the same for
 * everyone: a published page, for a visitor who is not signed in (the header shows their name), not in
 * preview (drafts), with no one-time form message, and no cookie being set by this response (a shared
 * cache must never replay a Set-Cookie). Published content is read with the site's own token, so a
 * first visit sets no cookie.
 */
import { LOCALE_COOKIE } from '../../shared/i18n/languages';
import { THEME_COOKIE } from '../../lib/theme/theme';
import { wallClockIn } from '../../shared/domain/zone-clock';

export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * How long such a page is served: the same minute (plus five stale) by shared caches and by the site's
 * own route cache, though a publish purges the route cache at once by its tags.
 */
const CONTENT_LIFETIME = { maxAge: 60, swr: 300 } as const;

/** A page that would live less than this is not worth caching. */
const MIN_LIFETIME_SECONDS = 5;

export interface CacheFacts {
  signedIn: boolean;
  preview: boolean;
  /** The page shows a draft or a form outcome meant for this visitor. */
  personal: boolean;
  /** This response sets a cookie (a shared cache must never replay a Set-Cookie). */
  setsCookie: boolean;
}

export interface ContentLifetime {
  cacheControl: string;
  maxAge: number;
  swr: number;
}

/**
 * How long a page may be cached, or undefined to keep the middleware's private default. `limitSeconds`
 * caps the whole lifetime, stale time included, for a page that must be gone by then (one showing
 * today's date must not be served after midnight).
 */
export function contentLifetime(facts: CacheFacts, limitSeconds?: number): ContentLifetime | undefined {
  if (facts.signedIn || facts.preview || facts.personal || facts.setsCookie) return undefined;
  if (limitSeconds === undefined || limitSeconds >= CONTENT_LIFETIME.maxAge + CONTENT_LIFETIME.swr) {
    return { cacheControl: PUBLIC_CONTENT_CACHE, ...CONTENT_LIFETIME };
  }
  const maxAge = Math.min(CONTENT_LIFETIME.maxAge, Math.floor(limitSeconds));
  if (maxAge < MIN_LIFETIME_SECONDS) return undefined;
  const swr = Math.floor(limitSeconds) - maxAge;
  return {
    cacheControl: `public, max-age=${maxAge}${swr > 0 ? `, stale-while-revalidate=${swr}` : ''}`,
    maxAge,
    swr,
  };
}

/** Seconds from `now` until the next midnight in a time zone (the site's calendar is Sydney's). */
export function secondsUntilMidnight(timeZone: string, now: Date = new Date()): number {
  const clock = wallClockIn(timeZone, now.getTime());
  const elapsed = clock.hour! * 3600 + clock.minute! * 60 + clock.second! + now.getMilliseconds() / 1000;
  return 86_400 - elapsed;
}

/**
 * A public Cache-Control for a page everyone sees alike, unless this visitor chose a language or theme
 * in a cookie: the page then differs under the same URL, so browsers and shared caches must ask again
 * each time (a language just chosen shows at once) and keep the middleware's "private, no-cache". The
 * route cache, keyed on both cookies (route-cache-key.ts), still keeps one copy per language and theme.
 * Without those cookies the page varies by Accept-Language only, which the middleware adds to Vary.
 */
export function setSharedCacheControl(
  astro: { cookies: { has(name: string): boolean }; response: { headers: Headers } },
  value: string,
): void {
  if (astro.cookies.has(LOCALE_COOKIE) || astro.cookies.has(THEME_COOKIE)) return;
  astro.response.headers.set('Cache-Control', value);
}
