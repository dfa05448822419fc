/**
 * Sign-in as a small state machine (docs/accounts-api.md "Sign-in"):
 *   password step (/Login/Token, /Login/JwtLogin, /Account/Token)
 *     -> a login challenge bound to this sign-in, whose token the caller keeps
 *   emailed 6-digit code (/Login/Send2FA: send or resend)
 *   code check (/Login/Verify2FA) -> a new server-side session and its token.
 * No path hands out a session after the password alone: every account signs in with its emailed code
 * (spec §6: two-factor authentication, Email only).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginStatus } from '../../shared/contracts/account';
import { isStaff } from '../../shared/contracts/profile';
import { accountProfiles, accounts, loginChallenges } from '../db/schema';
import type { LoginFlow } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import { issueToken, type IssuedToken } from '../auth/tokens';
import type { Platform } from '../platform/platform';
import { SIGN_IN_GUARD, assertFailuresAllowed, recordGuardedFailure } from '../security/account-guard';
import { issueDeviceToken, recordDeviceFailure, trustedDevice } from '../security/device-trust';
import { recordSecurityEvent } from '../security/events';
import { LIMITS, enforceLimits } from '../security/rate-limits';
import { generateCode, hashSecret, maskEmail, secretMatches } from '../security/secrets';
import {
  createSession,
  ensureAccountProfile,
  findAccountByEmail,
  findAccountById,
  findAccountProfile,
  normaliseEmail,
  type AccountRow,
} from './account.repo';
import { verifyPassword } from './password';
import { CODE_VALID_SECONDS, sendTwoFactorCode } from './two-factor-code-email';

export const MAX_CODE_ATTEMPTS = 5;
/** How long a pending sign-in waits for its code (resends included). */
export const CHALLENGE_VALID_SECONDS = 1800;
const MAX_CODES_PER_CHALLENGE = 5;
const RESEND_COOLDOWN_SECONDS = 30;

export const LOGIN_MESSAGES = {
  invalid: 'Invalid username password',
  notActive: 'Your account is not active yet. Please confirm your email address.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  codeWrong: 'The code is incorrect. Please try again.',
  codeExpired: 'The code has expired. Please request a new one.',
  codeLocked: 'Too many incorrect codes. Please request a new one.',
  noCode: 'Please request a code first.',
  resendTooSoon: 'Please wait a moment before requesting another code.',
  tooManyCodes: 'Too many codes were requested for this sign-in. Please sign in again.',
} as const;

export interface LoginStep {
  loginStatus: LoginStatus;
  loginToken: string;
  flowType: LoginFlow;
  maskedEmail: string;
  /** Seconds the emailed code stays valid; absent when no code was sent yet. */
  codeExpiresIn?: number;
}

export type PasswordStepOutcome =
  { kind: 'challenge'; step: LoginStep } | { kind: 'not-active'; step: LoginStep } | { kind: 'invalid' };

/**
 * Checks the password and opens a challenge; rate limited per IP, and its failures per account and IP
 * and per account (security/account-guard.ts: a wrong password never locks out the account's owner).
 * A browser that signed in to this account before (its device token) is held to its own failure limit
 * instead of those two, which an attacker elsewhere can fill (security/device-trust.ts).
 */
export async function passwordStep(
  platform: Platform,
  input: { username: string; password: string; siteId: string; clientIp: string; deviceToken?: string },
): Promise<PasswordStepOutcome> {
  const email = normaliseEmail(input.username);
  const attempt = { email, clientIp: input.clientIp };
  await enforceLimits(platform, [[LIMITS.signInPerIp, input.clientIp]]);
  const device = await trustedDevice(platform, input.deviceToken, email);
  if (!device) await assertFailuresAllowed(platform, SIGN_IN_GUARD, attempt);
  const account = await findAccountByEmail(platform, email);
  const matches = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !matches) {
    await recordGuardedFailure(platform, SIGN_IN_GUARD, attempt);
    if (device) await recordDeviceFailure(platform, email, device);
    if (account) {
      await recordSecurityEvent(platform, platform.database.db, {
        accountId: account.id,
        type: 'sign-in-failed',
        ip: input.clientIp,
      });
    }
    return { kind: 'invalid' };
  }
  if (account.status !== 'active') {
    const step = await openChallenge(platform, account, 'LoginNotActive', input.siteId);
    return { kind: 'not-active', step: { ...step, loginStatus: 'FailedNotActive' } };
  }
  const profile = await findAccountProfile(platform, account.id);
  const flow: LoginFlow = profile?.twoFactorEnabled ? 'LoginWithActive' : 'Register2FA';
  const step = await openChallenge(platform, account, flow, input.siteId);
  const sent = await sendChallengeCode(platform, step.loginToken, input.clientIp);
  return {
    kind: 'challenge',
    step: {
      ...step,
      loginStatus: flow === 'LoginWithActive' ? 'SuccessWith2FARequired' : 'SuccessWithRequiredRegister2FA',
      codeExpiresIn: sent.codeExpiresIn,
    },
  };
}

async function openChallenge(platform: Platform, account: AccountRow, flow: LoginFlow, siteId: string) {
  const token = platform.ids.secret(32);
  const now = platform.clock.now();
  await platform.database.db.insert(loginChallenges).values({
    id: platform.ids.uuid(),
    accountId: account.id,
    flow,
    siteId,
    tokenHash: hashSecret(platform, 'login-challenge', token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_VALID_SECONDS * 1000),
  });
  return { loginToken: token, flowType: flow, maskedEmail: maskEmail(account.email) };
}

async function findLiveChallenge(platform: Platform, loginToken: string) {
  const [row] = await platform.database.db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, hashSecret(platform, 'login-challenge', loginToken)),
        isNull(loginChallenges.completedAt),
        gt(loginChallenges.expiresAt, platform.clock.now()),
      ),
    );
  if (!row) throw new RequestRejected(400, LOGIN_MESSAGES.challengeExpired);
  return row;
}

/** Sends (or re-sends) the code of a pending sign-in; a new code replaces the previous one. */
export async function sendChallengeCode(
  platform: Platform,
  loginToken: string,
  clientIp: string,
): Promise<{ codeExpiresIn: number; maskedEmail: string; flowType: LoginFlow }> {
  await enforceLimits(platform, [[LIMITS.twoFactorPerIp, clientIp]]);
  const challenge = await findLiveChallenge(platform, loginToken);
  const now = platform.clock.now();
  if (challenge.codesSent >= MAX_CODES_PER_CHALLENGE)
    throw new RequestRejected(429, LOGIN_MESSAGES.tooManyCodes);
  if (challenge.codeExpiresAt) {
    const sentAt = challenge.codeExpiresAt.getTime() - CODE_VALID_SECONDS * 1000;
    if (now.getTime() - sentAt < RESEND_COOLDOWN_SECONDS * 1000)
      throw new RequestRejected(429, LOGIN_MESSAGES.resendTooSoon);
  }
  await enforceLimits(platform, [[LIMITS.twoFactorSendsPerAccount, challenge.accountId]]);
  const account = await findAccountById(platform, challenge.accountId);
  if (!account) throw new RequestRejected(400, LOGIN_MESSAGES.challengeExpired);
  const code = generateCode();
  const updated = await platform.database.db
    .update(loginChallenges)
    .set({
      codeHash: hashSecret(platform, `login-code:${challenge.id}`, code),
      codeExpiresAt: new Date(now.getTime() + CODE_VALID_SECONDS * 1000),
      codeAttempts: 0,
      codesSent: challenge.codesSent + 1,
    })
    .where(and(eq(loginChallenges.id, challenge.id), eq(loginChallenges.codesSent, challenge.codesSent)))
    .returning({ id: loginChallenges.id });
  // A concurrent resend won the race; its code is the one that counts.
  if (updated.length === 0) throw new RequestRejected(429, LOGIN_MESSAGES.resendTooSoon);
  const purpose = challenge.flow === 'LoginNotActive' ? 'activate' : 'sign-in';
  await sendTwoFactorCode(platform, account, code, purpose);
  return {
    codeExpiresIn: CODE_VALID_SECONDS,
    maskedEmail: maskEmail(account.email),
    flowType: challenge.flow,
  };
}

export interface SignedIn extends IssuedToken {
  loginStatus?: LoginStatus;
  /** The browser's device token after a password and code sign-in (security/device-trust.ts). */
  deviceToken?: string;
}

/**
 * Checks the code of a pending sign-in and, when right, completes it: a new session and its token.
 * An unconfirmed account (LoginNotActive) is activated, since the code proves the email; a first
 * code (Register2FA, LoginNotActive) registers email two-factor authentication.
 */
export async function verifyChallengeCode(
  platform: Platform,
  input: { loginToken: string; code: string; clientIp: string },
): Promise<SignedIn> {
  await enforceLimits(platform, [[LIMITS.twoFactorPerIp, input.clientIp]]);
  const challenge = await findLiveChallenge(platform, input.loginToken);
  const now = platform.clock.now();
  if (!challenge.codeHash || !challenge.codeExpiresAt) throw new RequestRejected(400, LOGIN_MESSAGES.noCode);
  if (challenge.codeAttempts >= MAX_CODE_ATTEMPTS) throw new RequestRejected(400, LOGIN_MESSAGES.codeLocked);
  if (challenge.codeExpiresAt <= now) throw new RequestRejected(400, LOGIN_MESSAGES.codeExpired);
  if (!secretMatches(platform, `login-code:${challenge.id}`, input.code, challenge.codeHash)) {
    await platform.database.db
      .update(loginChallenges)
      .set({ codeAttempts: challenge.codeAttempts + 1 })
      .where(eq(loginChallenges.id, challenge.id));
    const left = MAX_CODE_ATTEMPTS - challenge.codeAttempts - 1;
    throw new RequestRejected(400, left > 0 ? LOGIN_MESSAGES.codeWrong : LOGIN_MESSAGES.codeLocked);
  }
  return platform.database.db.transaction(async (tx) => {
    // Single use, also under concurrency: only the request that flips completed_at goes on.
    const claimed = await tx
      .update(loginChallenges)
      .set({ completedAt: now, codeHash: null })
      .where(and(eq(loginChallenges.id, challenge.id), isNull(loginChallenges.completedAt)))
      .returning({ id: loginChallenges.id });
    if (claimed.length === 0) throw new RequestRejected(400, LOGIN_MESSAGES.challengeExpired);
    const account = await findAccountById(platform, challenge.accountId, tx);
    if (!account) throw new RequestRejected(400, LOGIN_MESSAGES.challengeExpired);
    const profile = await ensureAccountProfile(platform, account.id, tx);
    if (challenge.flow === 'LoginNotActive') {
      await tx.update(accounts).set({ status: 'active', updatedAt: now }).where(eq(accounts.id, account.id));
      await recordSecurityEvent(platform, tx, {
        accountId: account.id,
        type: 'email-confirmed',
        ip: input.clientIp,
      });
    }
    const patch: Partial<typeof profile> = {};
    if (!profile.emailVerifiedAt) patch.emailVerifiedAt = now;
    if (!profile.twoFactorEnabled) {
      patch.twoFactorEnabled = true;
      patch.twoFactorUpdatedAt = now;
      await recordSecurityEvent(platform, tx, {
        accountId: account.id,
        type: 'two-factor-enabled',
        ip: input.clientIp,
        detail: { method: 'Email' },
      });
    }
    if (Object.keys(patch).length > 0) {
      await tx
        .update(accountProfiles)
        .set({ ...patch, updatedAt: now })
        .where(eq(accountProfiles.accountId, account.id));
    }
    const token = await startSession(platform, account.id, challenge.siteId, tx);
    await recordSecurityEvent(platform, tx, {
      accountId: account.id,
      type: 'signed-in',
      ip: input.clientIp,
      detail: { method: 'password+email-code' },
    });
    const loginStatus: LoginStatus | undefined =
      challenge.flow === 'LoginWithActive'
        ? 'SuccessWith2FARequired'
        : challenge.flow === 'Register2FA'
          ? 'SuccessWithRequiredRegister2FA'
          : undefined;
    const deviceToken = issueDeviceToken(platform, account.email);
    return loginStatus ? { ...token, loginStatus, deviceToken } : { ...token, deviceToken };
  });
}

/** Opens a session and issues its account token (the single place sessions are started). */
export async function startSession(
  platform: Platform,
  accountId: string,
  siteId: string,
  db: Parameters<typeof createSession>[3] = platform.database.db,
): Promise<IssuedToken> {
  const { accountTokenTtlSeconds, staffTokenTtlSeconds } = platform.config;
  // Staff sessions are shorter (issue 24); the emailed code at every sign-in is everyone's already.
  // Read with the caller's db: a sign-in inside a transaction must not wait on its own connection.
  const [profile] = await db
    .select({ role: accountProfiles.role })
    .from(accountProfiles)
    .where(eq(accountProfiles.accountId, accountId));
  const staff = isStaff(profile?.role);
  const ttl = staff ? Math.min(staffTokenTtlSeconds, accountTokenTtlSeconds) : accountTokenTtlSeconds;
  const session = await createSession(platform, accountId, ttl, db);
  return issueToken(platform, { sub: accountId, typ: 'account', sid: session.id, site: siteId }, ttl);
}
