import { consumeRateLimit, type RateLimitRule } from '../http/rate-limit';
import type { Platform } from '../platform/platform';
import { issueToken, type IssuedToken } from '../auth/tokens';
import { createSession, findAccountByEmail, findAccountById, normaliseEmail, revokeSession } from './account.repo';
import { verifyPassword } from './password';

export const SIGN_IN_LIMIT_PER_IP: RateLimitRule = { name: 'signin-ip', limit: 20, windowSeconds: 900 };
export const SIGN_IN_LIMIT_PER_ACCOUNT: RateLimitRule = { name: 'signin-account', limit: 5, windowSeconds: 900 };

export type SignInOutcome =
  | { kind: 'signed-in'; token: IssuedToken }
  | { kind: 'invalid' }
  | { kind: 'not-active' }
  | { kind: 'rate-limited' };

export async function issuePublicToken(platform: Platform, siteId: string): Promise<IssuedToken> {
  return issueToken(
    platform,
    { sub: `guest:${platform.ids.uuid()}`, typ: 'public', site: siteId },
    platform.config.publicTokenTtlSeconds,
  );
}

/** Password sign-in that opens a revocable server-side session. */
export async function signInWithPassword(
  platform: Platform,
  input: { username: string; password: string; siteId: string; clientIp: string },
): Promise<SignInOutcome> {
  const email = normaliseEmail(input.username);
  const withinIpLimit = await consumeRateLimit(platform.cache, SIGN_IN_LIMIT_PER_IP, input.clientIp);
  const withinAccountLimit = await consumeRateLimit(platform.cache, SIGN_IN_LIMIT_PER_ACCOUNT, email);
  if (!withinIpLimit || !withinAccountLimit) return { kind: 'rate-limited' };

  const account = await findAccountByEmail(platform, email);
  const passwordMatches = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !passwordMatches) return { kind: 'invalid' };
  if (account.status !== 'active') return { kind: 'not-active' };

  const ttl = platform.config.accountTokenTtlSeconds;
  const session = await createSession(platform, account.id, ttl);
  const token = await issueToken(
    platform,
    { sub: account.id, typ: 'account', sid: session.id, site: input.siteId },
    ttl,
  );
  return { kind: 'signed-in', token };
}

export async function getProfile(platform: Platform, accountId: string) {
  const account = await findAccountById(platform, accountId);
  if (!account) return undefined;
  return {
    id: account.id,
    email: account.email,
    title: account.title,
    givenName: account.givenName,
    familyName: account.familyName,
  };
}

export async function signOut(platform: Platform, sessionId: string | undefined): Promise<void> {
  if (sessionId) await revokeSession(platform, sessionId);
}
