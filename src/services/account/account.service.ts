import type { Platform } from '../platform/platform';
import { issueToken, type IssuedToken } from '../auth/tokens';
import { recordSecurityEvent } from '../security/events';
import { findAccountById, findAccountProfile, revokeSession } from './account.repo';

export async function issuePublicToken(platform: Platform, siteId: string): Promise<IssuedToken> {
  return issueToken(
    platform,
    { sub: `guest:${platform.ids.uuid()}`, typ: 'public', site: siteId },
    platform.config.publicTokenTtlSeconds,
  );
}

/** The signed-in traveller in brief (/Account/GetProfile, read on every navigation). */
export async function getProfile(platform: Platform, accountId: string) {
  const account = await findAccountById(platform, accountId);
  if (!account) return undefined;
  const profile = await findAccountProfile(platform, accountId);
  return {
    id: account.id,
    email: account.email,
    title: account.title,
    givenName: account.givenName,
    familyName: account.familyName,
    hasPassword: account.passwordHash !== null,
    twoFactorEnabled: profile?.twoFactorEnabled ?? false,
    role: profile?.role ?? 'traveller',
    // The site makes it the language cookie at sign-in, so the choice follows the traveller.
    language: profile?.language ?? null,
  };
}

export async function signOut(
  platform: Platform,
  accountId: string,
  sessionId: string | undefined,
  clientIp: string,
): Promise<void> {
  if (!sessionId) return;
  await revokeSession(platform, sessionId);
  await recordSecurityEvent(platform, platform.database.db, { accountId, type: 'signed-out', ip: clientIp });
}
