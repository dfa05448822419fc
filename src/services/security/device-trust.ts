/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): each completed
 * sign-in (password and emailed code) hands the browser a token, signed with the services' token
 * secret and bound to the account's email, which the site keeps in an HttpOnly cookie and sends back
 * with the next password step. A browser presenting one is exempt from the account-wide failure limit
 * (account-guard.ts), which a distributed attacker can fill; it has its own failure limit instead, and
 * past it the token counts for nothing, so a stolen token is no way around the limits either. Unknown
 * devices still wait while the account-wide limit holds.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RateLimitRule } from '../http/rate-limit';
import type { Platform } from '../platform/platform';

/** The request header the site sends the browser's device token in (never a browser's own header). */
export const DEVICE_TOKEN_HEADER = 'X-Device-Token';
/** How long a device stays trusted after its last completed sign-in. */
const DEVICE_TOKEN_VALID_SECONDS = 180 * 24 * 3600;
/** Wrong passwords one trusted device may send for its account before it waits like any other. */
const DEVICE_FAILURES: RateLimitRule = { name: 'signin-fail-device', limit: 5, windowSeconds: 900 };

const VERSION = 'd1';
const TOKEN_SHAPE = /^d1\.([A-Za-z0-9_-]{8,64})\.(\d{1,12})\.([0-9a-f]{64})$/;

function mac(platform: Platform, email: string, id: string, expires: string): string {
  return createHmac('sha256', platform.tokenSecret)
    .update(`device-token\u0000${email.toLowerCase()}\u0000${id}\u0000${expires}`)
    .digest('hex');
}

/** A new device token for the account with this email. */
export function issueDeviceToken(platform: Platform, email: string): string {
  const id = platform.ids.secret(16);
  const expires = String(Math.floor(platform.clock.now().getTime() / 1000) + DEVICE_TOKEN_VALID_SECONDS);
  return `${VERSION}.${id}.${expires}.${mac(platform, email, id, expires)}`;
}

/** The device id of a valid, unexpired token issued for this email; undefined for anything else. */
function deviceIdOf(platform: Platform, token: string | undefined, email: string): string | undefined {
  const match = token ? TOKEN_SHAPE.exec(token) : null;
  if (!match) return undefined;
  const [, id = '', expires = '', signature = ''] = match;
  if (Number(expires) * 1000 <= platform.clock.now().getTime()) return undefined;
  const expected = Buffer.from(mac(platform, email, id, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

const failureKey = (email: string, id: string) => `rl:${DEVICE_FAILURES.name}:${email.toLowerCase()}|${id}`;

/**
 * The trusted device behind this attempt: its id while the token is valid for the email and the
 * device has failures left; undefined otherwise (the attempt is then an unknown device's).
 */
export async function trustedDevice(
  platform: Platform,
  token: string | undefined,
  email: string,
): Promise<string | undefined> {
  const id = deviceIdOf(platform, token, email);
  if (!id) return undefined;
  const failures = Number((await platform.cache.get(failureKey(email, id))) ?? 0);
  return failures < DEVICE_FAILURES.limit ? id : undefined;
}

export async function recordDeviceFailure(platform: Platform, email: string, id: string): Promise<void> {
  await platform.cache.increment(failureKey(email, id), DEVICE_FAILURES.windowSeconds);
}
