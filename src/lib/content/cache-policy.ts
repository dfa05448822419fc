/**
 * Cache-Control for content pages. A page can be stored by shared caches only when it is the same for
 * everyone: a published page, for a visitor who is not signed in (the header shows their name), not in
 * preview (drafts), with no one-time form message, and no cookie being set by this response (a shared
 * cache must never replay a Set-Cookie). Published content is read with the site's own token, so a
 * first visit sets no cookie.
 */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export interface CacheFacts {
  signedIn: boolean;
  preview: boolean;
  /** The page shows a draft or a form outcome meant for this visitor. */
  personal: boolean;
  /** This response sets a cookie (a shared cache must never replay a Set-Cookie). */
  setsCookie: boolean;
}

/** The Cache-Control to set, or undefined to keep the middleware's private default. */
export function contentCacheControl(facts: CacheFacts): string | undefined {
  if (facts.signedIn || facts.preview || facts.personal || facts.setsCookie) return undefined;
  return PUBLIC_CONTENT_CACHE;
}
