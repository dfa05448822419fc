import { RequestRejected } from '../http/envelope';
import { RATE_LIMITED_MESSAGE, consumeRateLimit, type RateLimitRule } from '../http/rate-limit';
import type { Platform } from '../platform/platform';

/** Every limit of the accounts API in one place (documented in docs/accounts-api.md). */
export const LIMITS = {
  /** Sign-in and its second factor fail closed while Redis is unreachable (http/rate-limit.ts). */
  signInPerIp: { name: 'signin-ip', limit: 20, windowSeconds: 900, failClosed: true },
  /** Failed passwords for one account from one address, before that address waits (account-guard.ts). */
  signInFailuresPerAccountAndIp: { name: 'signin-fail-account-ip', limit: 5, windowSeconds: 900 },
  /** Failed passwords for one account from all addresses (ASVS: at most 100 an hour); new addresses wait. */
  signInFailuresPerAccount: { name: 'signin-fail-account-hour', limit: 100, windowSeconds: 3600 },
  twoFactorPerIp: { name: '2fa-ip', limit: 30, windowSeconds: 900, failClosed: true },
  twoFactorSendsPerAccount: { name: '2fa-send-account', limit: 15, windowSeconds: 3600 },
  signupPerIp: { name: 'signup-ip', limit: 10, windowSeconds: 3600 },
  verificationEmailsPerEmail: { name: 'verify-email', limit: 3, windowSeconds: 3600 },
  verificationEmailsPerIp: { name: 'verify-email-ip', limit: 10, windowSeconds: 3600 },
  confirmPerIp: { name: 'confirm-ip', limit: 30, windowSeconds: 900 },
  recoveryPerIp: { name: 'recovery-ip', limit: 10, windowSeconds: 3600 },
  /** Reset requests (each emails the owner) for one email from one address (account-guard.ts). */
  recoveryPerEmailAndIp: { name: 'recovery-email-ip', limit: 3, windowSeconds: 3600 },
  /** Reset requests for one email from all addresses; new addresses wait. */
  recoveryPerEmail: { name: 'recovery-email-hour', limit: 10, windowSeconds: 3600 },
  otpPerIp: { name: 'otp-ip', limit: 20, windowSeconds: 900 },
  /** Wrong reset codes for one email from one address: that address waits; the code stays (recovery). */
  resetCodeFailuresPerEmailAndIp: { name: 'reset-code-fail-email-ip', limit: 3, windowSeconds: 900 },
  passwordChangePerAccount: { name: 'password-change', limit: 5, windowSeconds: 900 },
  socialPerIp: { name: 'social-ip', limit: 30, windowSeconds: 900 },
  checkPasswordPerIp: { name: 'check-password-ip', limit: 60, windowSeconds: 300 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one attempt against each rule; a 429 with the shared message once any is over its limit. */
export async function enforceLimits(
  platform: Platform,
  checks: Array<[RateLimitRule, string]>,
): Promise<void> {
  let allowed = true;
  for (const [rule, subject] of checks) {
    if (platform.config.rateLimitExemptIps.includes(subject)) continue;
    if (!(await consumeRateLimit(platform.cache, rule, subject.toLowerCase()))) allowed = false;
  }
  if (!allowed) throw new RequestRejected(429, RATE_LIMITED_MESSAGE);
}

/** True while failures recorded against subject are under the rule's limit (nothing is counted). */
export async function underFailureLimit(
  platform: Platform,
  rule: RateLimitRule,
  subject: string,
): Promise<boolean> {
  const count = Number((await platform.cache.get(`rl:${rule.name}:${subject.toLowerCase()}`)) ?? 0);
  return count < rule.limit;
}

export async function recordFailure(platform: Platform, rule: RateLimitRule, subject: string): Promise<void> {
  await platform.cache.increment(`rl:${rule.name}:${subject.toLowerCase()}`, rule.windowSeconds);
}
