/** Cookie names and expiry rules of the tokens (spec §4, §9; docs/principles.md "Tokens"). */

/** HttpOnly: the public (guest) bearer token and its expiry, "token|expiresAtMs". */
export const PUBLIC_TOKEN_COOKIE = 'ctg_pub_token';
/** HttpOnly: the account bearer token. */
export const AUTH_TOKEN_COOKIE = 'ctg_auth_token';
/** Readable by the browser: when the signed-in session ends (ms since epoch). Nothing secret. */
export const PROFILE_EXPIRY_COOKIE = 'ctg_fb_profile_exp';
/** Readable: set when a session ended on its own, so the UI can say "you were signed out". */
export const LOGGED_OUT_COOKIE = 'ctg_logged_out';

/** The public token is refreshed 900 s before the server's expiry. */
const PUBLIC_TOKEN_EARLY_REFRESH_SECONDS = 900;

export interface PublicTokenRecord {
  token: string;
  /** ms since epoch */
  expiresAt: number;
}

export function publicTokenExpiry(expiresInSeconds: number, nowMs: number): number {
  return nowMs + Math.max(0, expiresInSeconds - PUBLIC_TOKEN_EARLY_REFRESH_SECONDS) * 1000;
}

export function encodePublicToken(record: PublicTokenRecord): string {
  return `${record.expiresAt}|${record.token}`;
}

export function decodePublicToken(raw: string | undefined): PublicTokenRecord | null {
  if (!raw) return null;
  const separator = raw.indexOf('|');
  const expiresAt = Number(raw.slice(0, separator));
  const token = raw.slice(separator + 1);
  if (separator < 1 || !Number.isFinite(expiresAt)) return null;
  return { token, expiresAt };
}

/**
 * A public token must be (re)obtained when there is none, or when it has expired or is empty
 * (the shortlist-list error case is handled by the caller).
 */
export function needsPublicToken(record: PublicTokenRecord | null, nowMs: number): boolean {
  return !record || record.token === '' || record.expiresAt <= nowMs;
}

/** Signed in while the profile expiry cookie is in the future. */
export function isSessionActive(profileExpiry: string | undefined, nowMs: number): boolean {
  const expiresAt = Number(profileExpiry);
  return Number.isFinite(expiresAt) && expiresAt > nowMs;
}
