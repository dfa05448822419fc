import type { Cache } from '../platform/cache';
import { SharedCacheUnavailable } from '../platform/fallback-cache';
import { RequestRejected } from './envelope';

export interface RateLimitRule {
  /** Name of the limited action, part of the counter key. */
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * Refuse the action while the shared counter (Redis) is unreachable, instead of counting in this
   * process only: with N instances a local count lets N times the limit through (sign-in guessing).
   */
  failClosed?: boolean;
}

/** Counts one attempt; true while the caller is within the rule's limit for the window. */
export async function consumeRateLimit(cache: Cache, rule: RateLimitRule, subject: string): Promise<boolean> {
  try {
    const count = await cache.increment(`rl:${rule.name}:${subject}`, rule.windowSeconds, {
      strict: rule.failClosed === true,
    });
    return count <= rule.limit;
  } catch (error) {
    if (error instanceof SharedCacheUnavailable) throw new RequestRejected(503, LIMIT_UNAVAILABLE_MESSAGE);
    throw error;
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
/** A fail-closed limit that cannot be counted right now (the shared counter store is unreachable). */
export const LIMIT_UNAVAILABLE_MESSAGE =
  'Sign-in is unavailable for a moment. Please try again in a few minutes.';
