import type { AstroCookies } from 'astro';
import { cookieOptions } from './cookies';
import { AUTH_TOKEN_COOKIE, LOGGED_OUT_COOKIE, PROFILE_EXPIRY_COOKIE, isSessionActive } from './token-rules';

export interface CookieScope {
  cookies: AstroCookies;
  url: URL;
  now: () => number;
}

/** Stores an account token (HttpOnly) and the readable session expiry. */
export function startAccountSession(scope: CookieScope, token: string, expiresInSeconds: number): number {
  const expiresAt = scope.now() + expiresInSeconds * 1000;
  scope.cookies.set(
    AUTH_TOKEN_COOKIE,
    token,
    cookieOptions(scope.url, { httpOnly: true, maxAgeSeconds: expiresInSeconds }),
  );
  scope.cookies.set(
    PROFILE_EXPIRY_COOKIE,
    String(expiresAt),
    cookieOptions(scope.url, { httpOnly: false, maxAgeSeconds: expiresInSeconds }),
  );
  scope.cookies.delete(LOGGED_OUT_COOKIE, { path: '/' });
  return expiresAt;
}

/**
 * Ends the account session on this browser. `marked` records that it ended on its own (expired or
 * refused by the server) rather than by the user, so the next page can say so.
 */
export function endAccountSession(scope: CookieScope, options: { marked: boolean }): void {
  scope.cookies.delete(AUTH_TOKEN_COOKIE, { path: '/' });
  scope.cookies.delete(PROFILE_EXPIRY_COOKIE, { path: '/' });
  if (options.marked) {
    scope.cookies.set(
      LOGGED_OUT_COOKIE,
      '1',
      cookieOptions(scope.url, { httpOnly: false, maxAgeSeconds: 300 }),
    );
  }
}

/** The account token while the session is active; undefined otherwise. */
export function readAccountToken(scope: CookieScope): string | undefined {
  const token = scope.cookies.get(AUTH_TOKEN_COOKIE)?.value;
  const expiry = scope.cookies.get(PROFILE_EXPIRY_COOKIE)?.value;
  return token && isSessionActive(expiry, scope.now()) ? token : undefined;
}
