import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Platform } from '../platform/platform';

/**
 * Keyed hash of a one-time secret (emailed code, link token, sign-in challenge). Only the hash is
 * stored; keyed with the token secret so a copy of the database alone cannot brute-force 6 digits.
 */
export function hashSecret(platform: Platform, purpose: string, secret: string): string {
  return createHmac('sha256', platform.tokenSecret).update(`${purpose}\u0000${secret}`).digest('hex');
}

export function secretMatches(
  platform: Platform,
  purpose: string,
  secret: string,
  storedHash: string | null,
): boolean {
  if (!storedHash) return false;
  return sameHex(hashSecret(platform, purpose, secret), storedHash);
}

/** Compares two hex digests or signatures in constant time (false when their lengths differ). */
export function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A uniformly random 6-digit code (spec §9 "Emailed code 6 digits"). */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** o***a@example.com: enough for the traveller to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown =
    local.length <= 2
      ? local.slice(0, 1)
      : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 5))}${local.at(-1)}`;
  return `${shown}@${domain}`;
}
