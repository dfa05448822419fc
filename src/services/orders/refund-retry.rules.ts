/**
 * When the background retry of a pending gateway refund tries again (ADR 024 amendment of 2026-11-28):
 * doubling from 30 seconds after each failed attempt, capped at an hour, so a short outage is bridged
 * within a minute and a long one costs the gateway one call per order an hour.
 */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** A cancellation younger than this is left to the cancel call still finishing its own refund. */
export const RETRY_GRACE_MS = 30_000;

/** The delay before the next attempt, after `attempts` failed ones (1 = the first failure). */
export function retryDelayMs(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) return FIRST_RETRY_MS;
  // 2^(attempts-1) grows past the cap by the 8th attempt; the exponent is bounded to stay finite.
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 20));
}
