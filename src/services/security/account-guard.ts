/**
 * Limits on one account that an attacker must not be able to turn against its owner (ASVS 5.0 V6.3
 * anti-automation; the Copenhagen Book): a lock per account alone lets anyone who knows an email keep
 * its owner out. Two counters instead:
 *   - per account and address: the attacker's address runs out, nobody else's (every address, the
 *     RATE_LIMIT_EXEMPT_IPS ones included, since this is a limit on the account, not the address);
 *   - per account from all addresses, in clock-aligned windows, so the wait can be stated: once over,
 *     addresses the owner has never proved ownership from (security/events.ts isKnownAddressOf) are
 *     refused before anything is checked; the owner's own addresses carry on.
 * Unknown emails are counted exactly like known ones, so the answers reveal nothing.
 */
import { RequestRejected } from '../http/envelope';
import { RATE_LIMITED_MESSAGE, type RateLimitRule } from '../http/rate-limit';
import type { Platform } from '../platform/platform';
import { isKnownAddressOf } from './events';
import { LIMITS } from './rate-limits';

export interface AccountGuard {
  /** Counted per account and client address. */
  perAddress: RateLimitRule;
  /** Counted per account from every address, in windows aligned to the clock. */
  perAccount: RateLimitRule;
  /** The 429 message for a new address while perAccount holds, with the minutes until it lifts. */
  waitMessage: (minutes: number) => string;
}

export interface GuardedAttempt {
  /** The normalised email the attempt names (registered or not). */
  email: string;
  clientIp: string;
}

const minutes = (count: number) => (count === 1 ? '1 minute' : `${count} minutes`);

export const SIGN_IN_GUARD: AccountGuard = {
  perAddress: LIMITS.signInFailuresPerAccountAndIp,
  perAccount: LIMITS.signInFailuresPerAccount,
  waitMessage: (count) =>
    `Too many attempts for this account. Please try again in ${minutes(count)}, or reset your password.`,
};

export const RESET_REQUEST_GUARD: AccountGuard = {
  perAddress: LIMITS.recoveryPerEmailAndIp,
  perAccount: LIMITS.recoveryPerEmail,
  waitMessage: (count) => `Too many attempts for this account. Please try again in ${minutes(count)}.`,
};

const addressKey = (rule: RateLimitRule, attempt: GuardedAttempt) =>
  `rl:${rule.name}:${attempt.email.toLowerCase()}|${attempt.clientIp.toLowerCase()}`;

function accountWindow(platform: Platform, rule: RateLimitRule, email: string) {
  const now = platform.clock.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const start = now - (now % windowMs);
  return {
    key: `rl:${rule.name}:${email.toLowerCase()}:${start}`,
    minutesLeft: Math.max(1, Math.ceil((start + windowMs - now) / 60_000)),
  };
}

const readCount = async (platform: Platform, key: string) => Number((await platform.cache.get(key)) ?? 0);

async function assertAccountWindowOpen(platform: Platform, guard: AccountGuard, attempt: GuardedAttempt) {
  const window = accountWindow(platform, guard.perAccount, attempt.email);
  if ((await readCount(platform, window.key)) < guard.perAccount.limit) return window;
  if (await isKnownAddressOf(platform, attempt.email, attempt.clientIp)) return window;
  throw new RequestRejected(429, guard.waitMessage(window.minutesLeft));
}

/**
 * For attempts counted only when they fail (passwords): 429 while this address has used up its
 * failures for the account, or the account its failures and this address is new to it. Counts nothing.
 */
export async function assertFailuresAllowed(
  platform: Platform,
  guard: AccountGuard,
  attempt: GuardedAttempt,
): Promise<void> {
  if ((await readCount(platform, addressKey(guard.perAddress, attempt))) >= guard.perAddress.limit) {
    throw new RequestRejected(429, RATE_LIMITED_MESSAGE);
  }
  await assertAccountWindowOpen(platform, guard, attempt);
}

/** Counts one failure against both the account and address, and the account. */
export async function recordGuardedFailure(
  platform: Platform,
  guard: AccountGuard,
  attempt: GuardedAttempt,
): Promise<void> {
  await platform.cache.increment(addressKey(guard.perAddress, attempt), guard.perAddress.windowSeconds);
  const window = accountWindow(platform, guard.perAccount, attempt.email);
  await platform.cache.increment(window.key, guard.perAccount.windowSeconds);
}

/**
 * For attempts counted whether or not they succeed (reset requests): counts this one, or answers 429
 * like assertFailuresAllowed. An attempt refused by either limit does not count against the account.
 */
export async function consumeGuardedAttempt(
  platform: Platform,
  guard: AccountGuard,
  attempt: GuardedAttempt,
): Promise<void> {
  const rule = guard.perAddress;
  if ((await platform.cache.increment(addressKey(rule, attempt), rule.windowSeconds)) > rule.limit) {
    throw new RequestRejected(429, RATE_LIMITED_MESSAGE);
  }
  const window = await assertAccountWindowOpen(platform, guard, attempt);
  await platform.cache.increment(window.key, guard.perAccount.windowSeconds);
}
