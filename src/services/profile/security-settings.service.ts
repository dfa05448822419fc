/** The Security tab: password change, password set-up for social accounts, email 2FA registration. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { accountProfiles, accounts, sessions } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import { RATE_LIMITED_MESSAGE } from '../http/rate-limit';
import type { Platform } from '../platform/platform';
import { ensureAccountProfile, findAccountById } from '../account/account.repo';
import { sendPasswordChangedEmail } from '../account/password-changed-email';
import { hashPassword, verifyPassword } from '../account/password';
import { claimCode, countWrongGuess, findNewestCode, replaceAccountSecret } from '../security/account-codes';
import { recordSecurityEvent } from '../security/events';
import { checkPassword } from '../security/password-strength';
import { LIMITS, enforceLimits, recordFailure, underFailureLimit } from '../security/rate-limits';
import { generateCode, hashSecret, maskEmail, secretMatches } from '../security/secrets';
import { MAX_CODE_ATTEMPTS, LOGIN_MESSAGES } from '../account/login.service';
import { CODE_VALID_SECONDS, sendTwoFactorCode } from '../account/two-factor-code-email';
import { SESSION_GONE } from './profile.service';

export const PASSWORD_MESSAGES = {
  updateError: 'Error while updating password',
  unchanged: 'No data was changed',
  updated: 'Your password has been updated',
  setupFailed: 'Password setup failed. Please try again.',
  setUp: 'Your password has been set up',
} as const;

const SETUP_PURPOSE = 'two-factor-setup';

async function requireAccount(platform: Platform, accountId: string) {
  const account = await findAccountById(platform, accountId);
  if (!account) throw new RequestRejected(401, SESSION_GONE);
  return account;
}

export type PasswordUpdate = { changed: true } | { changed: false };

/**
 * Changes the password after checking the current one. The same password is "No data was changed"
 * (information, not an error). Other sessions are revoked; this one stays signed in.
 */
export async function updatePassword(
  platform: Platform,
  input: {
    accountId: string;
    sessionId: string | undefined;
    currentPassword: string;
    newPassword: string;
    clientIp: string;
  },
): Promise<PasswordUpdate> {
  const account = await requireAccount(platform, input.accountId);
  if (!(await underFailureLimit(platform, LIMITS.passwordChangePerAccount, account.id)))
    throw new RequestRejected(429, RATE_LIMITED_MESSAGE);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    await recordFailure(platform, LIMITS.passwordChangePerAccount, account.id);
    throw new RequestRejected(400, PASSWORD_MESSAGES.updateError);
  }
  if (input.currentPassword === input.newPassword) return { changed: false };
  const strength = checkPassword(input.newPassword, [account.email, account.givenName, account.familyName]);
  if (!strength.isValid) throw new RequestRejected(400, strength.message);
  const passwordHash = await hashPassword(input.newPassword);
  const now = platform.clock.now();
  await platform.database.db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, account.id));
    await ensureAccountProfile(platform, account.id, tx);
    await tx
      .update(accountProfiles)
      .set({ passwordChangedAt: now, updatedAt: now })
      .where(eq(accountProfiles.accountId, account.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.accountId, account.id),
          isNull(sessions.revokedAt),
          ...(input.sessionId ? [ne(sessions.id, input.sessionId)] : []),
        ),
      );
    await recordSecurityEvent(platform, tx, {
      accountId: account.id,
      type: 'password-changed',
      ip: input.clientIp,
    });
  });
  await sendPasswordChangedEmail(platform, account, now);
  return { changed: true };
}

/** First password of an account created through social sign-in; refused once a password exists. */
export async function setupPassword(
  platform: Platform,
  input: { accountId: string; newPassword: string; clientIp: string },
): Promise<void> {
  const account = await requireAccount(platform, input.accountId);
  if (account.passwordHash) throw new RequestRejected(400, PASSWORD_MESSAGES.setupFailed);
  const strength = checkPassword(input.newPassword, [account.email, account.givenName, account.familyName]);
  if (!strength.isValid) throw new RequestRejected(400, strength.message);
  const passwordHash = await hashPassword(input.newPassword);
  const now = platform.clock.now();
  await platform.database.db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(accounts.id, account.id), isNull(accounts.passwordHash)))
      .returning({ id: accounts.id });
    if (updated.length === 0) throw new RequestRejected(400, PASSWORD_MESSAGES.setupFailed);
    await ensureAccountProfile(platform, account.id, tx);
    await tx
      .update(accountProfiles)
      .set({ passwordChangedAt: now, updatedAt: now })
      .where(eq(accountProfiles.accountId, account.id));
    await recordSecurityEvent(platform, tx, {
      accountId: account.id,
      type: 'password-set',
      ip: input.clientIp,
    });
  });
}

/** Starts (re-)registering email 2FA: emails a 6-digit code, valid 10 minutes, 5 attempts. */
export async function setupTwoFactor(platform: Platform, accountId: string, clientIp: string) {
  const account = await requireAccount(platform, accountId);
  await enforceLimits(platform, [
    [LIMITS.twoFactorPerIp, clientIp],
    [LIMITS.twoFactorSendsPerAccount, account.id],
  ]);
  const code = generateCode();
  await replaceAccountSecret(platform, {
    accountId: account.id,
    purpose: SETUP_PURPOSE,
    validSeconds: CODE_VALID_SECONDS,
    hashOf: (id) => hashSecret(platform, `${SETUP_PURPOSE}:${id}`, code),
  });
  await sendTwoFactorCode(platform, account, code, 'setup');
  return {
    method: 'Email' as const,
    maskedEmail: maskEmail(account.email),
    codeExpiresIn: CODE_VALID_SECONDS,
  };
}

export async function verifyRegisterTwoFactor(
  platform: Platform,
  accountId: string,
  codeInput: string,
  clientIp: string,
) {
  const account = await requireAccount(platform, accountId);
  await enforceLimits(platform, [[LIMITS.twoFactorPerIp, clientIp]]);
  const now = platform.clock.now();
  const code = await findNewestCode(platform, account.id, SETUP_PURPOSE);
  if (!code) throw new RequestRejected(400, LOGIN_MESSAGES.noCode);
  if (code.attempts >= MAX_CODE_ATTEMPTS) throw new RequestRejected(400, LOGIN_MESSAGES.codeLocked);
  if (code.expiresAt <= now) throw new RequestRejected(400, LOGIN_MESSAGES.codeExpired);
  if (!secretMatches(platform, `${SETUP_PURPOSE}:${code.id}`, codeInput, code.secretHash)) {
    await countWrongGuess(platform, code);
    throw new RequestRejected(
      400,
      code.attempts + 1 >= MAX_CODE_ATTEMPTS ? LOGIN_MESSAGES.codeLocked : LOGIN_MESSAGES.codeWrong,
    );
  }
  await platform.database.db.transaction(async (tx) => {
    if (!(await claimCode(tx, code.id, now))) throw new RequestRejected(400, LOGIN_MESSAGES.codeExpired);
    await ensureAccountProfile(platform, account.id, tx);
    await tx
      .update(accountProfiles)
      .set({ twoFactorEnabled: true, twoFactorUpdatedAt: now, updatedAt: now })
      .where(eq(accountProfiles.accountId, account.id));
    await recordSecurityEvent(platform, tx, {
      accountId: account.id,
      type: 'two-factor-enabled',
      ip: clientIp,
      detail: { method: 'Email' },
    });
  });
  return { enabled: true, method: 'Email' as const };
}
