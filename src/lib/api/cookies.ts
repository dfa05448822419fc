import type { AstroCookieSetOptions } from 'astro';

/**
 * Cookie attributes. Secure is set on HTTPS and on localhost (browsers treat both as secure contexts);
 * only a plain-HTTP deployment on another host goes without it, or the browser would drop the cookie.
 */
export function cookieOptions(
  url: URL,
  options: { httpOnly: boolean; maxAgeSeconds?: number },
): AstroCookieSetOptions {
  const localhost = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return {
    path: '/',
    httpOnly: options.httpOnly,
    secure: url.protocol === 'https:' || localhost,
    sameSite: 'lax',
    ...(options.maxAgeSeconds !== undefined
      ? { maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)) }
      : {}),
  };
}
