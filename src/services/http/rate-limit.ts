import type { Cache } from '../platform/cache';

export interface RateLimitRule {
  /** Name of the limited action, part of the counter key. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Counts one attempt; true while the caller is within the rule's limit for the window. */
export async function consumeRateLimit(cache: Cache, rule: RateLimitRule, subject: string): Promise<boolean> {
  const count = await cache.increment(`rl:${rule.name}:${subject}`, rule.windowSeconds);
  return count <= rule.limit;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
