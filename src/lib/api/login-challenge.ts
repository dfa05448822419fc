import { cookieOptions } from './cookies';
import type { CookieScope } from './session';

/**
 * The pending two-step sign-in. The Main API's /Login/Token answers a loginToken that binds the
 * emailed code to this sign-in; the site keeps it in an HttpOnly cookie (30 minutes, the challenge's
 * lifetime) and adds it to /Login/Send2FA and /Login/Verify2FA itself, so page script never holds it.
 */
export const LOGIN_CHALLENGE_COOKIE = 'ctg_login_challenge';
const CHALLENGE_COOKIE_SECONDS = 30 * 60;

export function keepLoginChallenge(scope: CookieScope, loginToken: string): void {
  scope.cookies.set(
    LOGIN_CHALLENGE_COOKIE,
    loginToken,
    cookieOptions(scope.url, { httpOnly: true, maxAgeSeconds: CHALLENGE_COOKIE_SECONDS }),
  );
}

export function readLoginChallenge(scope: CookieScope): string | undefined {
  const value = scope.cookies.get(LOGIN_CHALLENGE_COOKIE)?.value;
  return value && value.length <= 200 ? value : undefined;
}

export function clearLoginChallenge(scope: CookieScope): void {
  scope.cookies.delete(LOGIN_CHALLENGE_COOKIE, { path: '/' });
}

/**
 * Moves a loginToken found in a Main API answer (top level or under data) into the cookie and removes
 * it from what the browser receives.
 */
export function captureLoginChallenge(scope: CookieScope, body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  const data = record.data;
  if (data && typeof data === 'object' && typeof (data as Record<string, unknown>).loginToken === 'string') {
    const { loginToken, ...rest } = data as Record<string, unknown>;
    keepLoginChallenge(scope, loginToken as string);
    return { ...record, data: rest };
  }
  if (typeof record.loginToken === 'string') {
    const { loginToken, ...rest } = record;
    keepLoginChallenge(scope, loginToken as string);
    return rest;
  }
  return body;
}
