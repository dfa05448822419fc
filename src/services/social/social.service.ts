/**
 * Social sign-in and account linking over social/oidc.ts.
 * - A linked identity signs in its account. When the account has email 2FA registered, the provider
 *   replaces the password step only: the answer is a pending sign-in (SuccessWith2FARequired) whose
 *   emailed code completes it, as for a password sign-in.
 * - An unknown identity with a provider-verified email that no account uses creates an account (no
 *   password yet): it is signed in with SuccessWithRequiredSetupPassword.
 * - Anything else (the email belongs to an existing account that never linked this identity, or the
 *   provider did not verify an email) is 'Social signin account not found': linking is done signed in,
 *   from Linked Accounts, so a provider account cannot take over an existing one.
 */
import { and, count, eq } from 'drizzle-orm';
import type { SocialProvider } from '../../shared/contracts/account';
import { accountProfiles, socialLinks } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { IssuedToken } from '../auth/tokens';
import type { Platform } from '../platform/platform';
import {
  ensureAccountProfile,
  findAccountByEmail,
  findAccountById,
  insertAccount,
} from '../account/account.repo';
import { startSession, type LoginStep, type SignedIn } from '../account/login.service';
import { recordSecurityEvent, type DbOrTx } from '../security/events';
import { hashSecret, maskEmail } from '../security/secrets';
import { loginChallenges } from '../db/schema';
import { sendChallengeCode, CHALLENGE_VALID_SECONDS } from '../account/login.service';
import type { VerifiedIdentity } from './oidc';

export const SOCIAL_MESSAGES = {
  notFound: 'Social signin account not found',
  linkedElsewhere: 'This social account is already linked to another account',
  alreadyLinked: 'Please unlink your current account from this provider first',
  wrongAccount: 'This link was started by another account. Please try again.',
  lastMethod: 'Please set up a password before unlinking your only way to sign in',
  notLinked: 'No account from this provider is linked',
} as const;

export type SocialSignIn = { kind: 'signed-in'; token: SignedIn } | { kind: 'challenge'; step: LoginStep };

function cleanName(value: string | null, fallback: string): string {
  const cleaned = (value ?? '')
    .replace(/[^A-Za-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 29);
  return cleaned || fallback;
}

/** A session of the account, recorded as a sign-in by the provider, in the caller's transaction. */
async function startSocialSession(
  platform: Platform,
  tx: DbOrTx,
  accountId: string,
  siteId: string,
  clientIp: string,
  identity: VerifiedIdentity,
): Promise<IssuedToken> {
  const token = await startSession(platform, accountId, siteId, tx);
  await recordSecurityEvent(platform, tx, {
    accountId,
    type: 'signed-in',
    ip: clientIp,
    detail: { method: identity.provider },
  });
  return token;
}

export async function signInWithIdentity(
  platform: Platform,
  identity: VerifiedIdentity,
  siteId: string,
  clientIp: string,
): Promise<SocialSignIn> {
  const [link] = await platform.database.db
    .select()
    .from(socialLinks)
    .where(and(eq(socialLinks.provider, identity.provider), eq(socialLinks.subject, identity.subject)));
  if (link) {
    const account = await findAccountById(platform, link.accountId);
    if (!account) throw new RequestRejected(404, SOCIAL_MESSAGES.notFound);
    const profile = await ensureAccountProfile(platform, account.id);
    if (profile.twoFactorEnabled) {
      const token = platform.ids.secret(32);
      const now = platform.clock.now();
      await platform.database.db.insert(loginChallenges).values({
        id: platform.ids.uuid(),
        accountId: account.id,
        flow: 'LoginWithActive',
        siteId,
        tokenHash: hashSecret(platform, 'login-challenge', token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHALLENGE_VALID_SECONDS * 1000),
      });
      const sent = await sendChallengeCode(platform, token, clientIp);
      return {
        kind: 'challenge',
        step: {
          loginStatus: 'SuccessWith2FARequired',
          loginToken: token,
          flowType: 'LoginWithActive',
          maskedEmail: maskEmail(account.email),
          codeExpiresIn: sent.codeExpiresIn,
        },
      };
    }
    return platform.database.db.transaction(async (tx) => {
      const token = await startSocialSession(platform, tx, account.id, siteId, clientIp, identity);
      return {
        kind: 'signed-in',
        token: account.passwordHash ? token : { ...token, loginStatus: 'SuccessWithRequiredSetupPassword' },
      };
    });
  }
  if (!identity.email || !identity.emailVerified || (await findAccountByEmail(platform, identity.email))) {
    throw new RequestRejected(404, SOCIAL_MESSAGES.notFound);
  }
  const email = identity.email;
  return platform.database.db.transaction(async (tx) => {
    const account = await insertAccount(
      platform,
      {
        email,
        passwordHash: null,
        title: null,
        givenName: cleanName(identity.givenName, 'Traveller'),
        familyName: cleanName(identity.familyName, 'Traveller'),
        status: 'active',
      },
      tx,
    );
    const now = platform.clock.now();
    await ensureAccountProfile(platform, account.id, tx);
    await tx
      .update(accountProfiles)
      .set({ emailVerifiedAt: now })
      .where(eq(accountProfiles.accountId, account.id));
    await tx.insert(socialLinks).values({
      provider: identity.provider,
      subject: identity.subject,
      accountId: account.id,
      email,
      linkedAt: now,
    });
    await recordSecurityEvent(platform, tx, {
      accountId: account.id,
      type: 'social-linked',
      ip: clientIp,
      detail: { provider: identity.provider },
    });
    const token = await startSocialSession(platform, tx, account.id, siteId, clientIp, identity);
    return { kind: 'signed-in', token: { ...token, loginStatus: 'SuccessWithRequiredSetupPassword' } };
  });
}

export async function linkIdentity(
  platform: Platform,
  accountId: string,
  identity: VerifiedIdentity,
  clientIp: string,
) {
  await platform.database.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(socialLinks)
      .where(and(eq(socialLinks.provider, identity.provider), eq(socialLinks.subject, identity.subject)));
    if (existing && existing.accountId !== accountId)
      throw new RequestRejected(409, SOCIAL_MESSAGES.linkedElsewhere);
    if (existing) return;
    const [mine] = await tx
      .select()
      .from(socialLinks)
      .where(and(eq(socialLinks.accountId, accountId), eq(socialLinks.provider, identity.provider)));
    if (mine) throw new RequestRejected(409, SOCIAL_MESSAGES.alreadyLinked);
    await tx.insert(socialLinks).values({
      provider: identity.provider,
      subject: identity.subject,
      accountId,
      email: identity.email,
      linkedAt: platform.clock.now(),
    });
    await recordSecurityEvent(platform, tx, {
      accountId,
      type: 'social-linked',
      ip: clientIp,
      detail: { provider: identity.provider },
    });
  });
  return { provider: identity.provider, email: identity.email };
}

export async function unlinkProvider(
  platform: Platform,
  accountId: string,
  provider: SocialProvider,
  clientIp: string,
) {
  const account = await findAccountById(platform, accountId);
  if (!account) throw new RequestRejected(401, 'Your session has ended. Please sign in again.');
  await platform.database.db.transaction(async (tx) => {
    const [links] = await tx
      .select({ n: count() })
      .from(socialLinks)
      .where(eq(socialLinks.accountId, accountId));
    const removed = await tx
      .delete(socialLinks)
      .where(and(eq(socialLinks.accountId, accountId), eq(socialLinks.provider, provider)))
      .returning({ subject: socialLinks.subject });
    if (removed.length === 0) throw new RequestRejected(404, SOCIAL_MESSAGES.notLinked);
    if (!account.passwordHash && (links?.n ?? 0) <= 1)
      throw new RequestRejected(400, SOCIAL_MESSAGES.lastMethod);
    await recordSecurityEvent(platform, tx, {
      accountId,
      type: 'social-unlinked',
      ip: clientIp,
      detail: { provider },
    });
  });
  return { provider };
}
