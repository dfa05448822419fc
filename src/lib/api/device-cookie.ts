import { cookieOptions } from './cookies';
import type { CookieScope } from './session';

/**
 * The browser's device token (OWASP device cookies; the Main API signs it, docs/security.md): given
 * with every completed sign-in, kept here in an HttpOnly cookie that outlives sign-out, and sent back
 * with the next password step, so an attacker filling the account's failure limit from elsewhere does
 * not lock this browser out. Page script never sees it.
 */
export const DEVICE_COOKIE = 'ctg_device';
/** The Main API's header for it (security/device-trust.ts); set only by the site, from the cookie. */
const DEVICE_TOKEN_HEADER = 'X-Device-Token';
const DEVICE_COOKIE_SECONDS = 180 * 24 * 3600;
const MAX_TOKEN_LENGTH = 200;

export function keepDeviceToken(scope: CookieScope, token: unknown): void {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return;
  scope.cookies.set(
    DEVICE_COOKIE,
    token,
    cookieOptions(scope.url, { httpOnly: true, maxAgeSeconds: DEVICE_COOKIE_SECONDS }),
  );
}

/** The header to send with a password step: the cookie's token, or nothing. */
export function deviceTokenHeader(scope: CookieScope): Record<string, string> {
  const token = scope.cookies.get(DEVICE_COOKIE)?.value;
  return token && token.length <= MAX_TOKEN_LENGTH && /^[\w.-]+$/.test(token)
    ? { [DEVICE_TOKEN_HEADER]: token }
    : {};
}
