/**
 * Password recovery: an emailed 6-digit code (RequestResetPassword), exchanged for a single-use reset
 * token (VerifyOTP), which sets the new password (ResetPassword). The reset revokes every session and
 * signs nobody in: the next sign-in still needs the emailed 2FA code. Answers never say whether an
 * email is registered.
 */
import { eq } from 'drizzle-orm';
import { accountCodes, accountProfiles, accounts } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import {
  ensureAccountProfile,
  findAccountByEmail,
  findAccountById,
  normaliseEmail,
  revokeAllSessions,
  type AccountRow,
} from '../account/account.repo';
import { sendPasswordChangedEmail } from '../account/password-changed-email';
import { hashPassword } from '../account/password';
import { passwordResetCodeEmail } from '../email/templates';
import { recipientLanguage } from '../email/email-language';
import type { OutgoingEmail } from '../platform/mailer';
import { queueEmailEqually, rehearsalAccount } from '../security/equal-work';
import type { Tx } from '../security/events';
import { RESET_REQUEST_GUARD, consumeGuardedAttempt } from '../security/account-guard';
import {
  claimCode,
  countWrongGuess,
  findNewestCode,
  liveSecret,
  writeAccountSecret,
} from '../security/account-codes';
import { recordSecurityEvent } from '../security/events';
import { checkPassword } from '../security/password-strength';
import { LIMITS, enforceLimits, recordFailure, underFailureLimit } from '../security/rate-limits';
import { RATE_LIMITED_MESSAGE } from '../http/rate-limit';
import { generateCode, hashSecret, secretMatches } from '../security/secrets';

const RESET_CODE_VALID_SECONDS = 900;
const RESET_TOKEN_VALID_SECONDS = 900;
/**
 * Wrong guesses one code takes, from all addresses together, before it is void. Each address waits
 * after LIMITS.resetCodeFailuresPerEmailAndIp, so voiding the owner's code takes 7 addresses, and a
 * guess succeeds with at most 20 in 10^6 per code (at most 10 codes an hour per email: docs/security.md).
 */
const MAX_RESET_CODE_ATTEMPTS = 20;
const CODE_PURPOSE = 'password-reset-code';
const GRANT_PURPOSE = 'password-reset-grant';

export const RECOVERY_MESSAGES = {
  requested: 'If an account exists for this email, we have sent it a code to reset the password.',
  badCode: 'The code is invalid or has expired. Please request a new one.',
  verified: 'Code verified. Please choose a new password.',
  badToken: 'Your password reset has expired. Please start again.',
  reset: 'Your password has been reset. Please sign in with your new password.',
} as const;

export async function requestResetPassword(
  platform: Platform,
  email: string,
  clientIp: string,
): Promise<void> {
  await enforceLimits(platform, [[LIMITS.recoveryPerIp, clientIp]]);
  await consumeGuardedAttempt(platform, RESET_REQUEST_GUARD, { email: normaliseEmail(email), clientIp });
  const code = generateCode();
  const account = await findAccountByEmail(platform, email);
  // An unknown address writes the same rows for the stand-in account and rolls them back (equal-work.ts).
  const target = account ?? (await rehearsalAccount(platform));
  await queueEmailEqually(platform, account !== undefined, (tx, queue) =>
    writeResetCode(platform, tx, target, code, queue),
  );
}

/** Retires the account's live reset codes, stores the new code's hash and queues its email. */
async function writeResetCode(
  platform: Platform,
  tx: Tx,
  account: AccountRow,
  code: string,
  queue: (email: OutgoingEmail) => Promise<void>,
): Promise<void> {
  await writeAccountSecret(platform, tx, {
    accountId: account.id,
    purpose: CODE_PURPOSE,
    validSeconds: RESET_CODE_VALID_SECONDS,
    hashOf: (id) => hashSecret(platform, `${CODE_PURPOSE}:${id}`, code),
  });
  await queue(
    passwordResetCodeEmail({
      to: account.email,
      firstName: account.givenName,
      code,
      validMinutes: RESET_CODE_VALID_SECONDS / 60,
      locale: await recipientLanguage(tx, account.id),
    }),
  );
}

export async function verifyResetCode(
  platform: Platform,
  input: { email: string; code: string },
  clientIp: string,
): Promise<{ resetToken: string; expiresIn: number }> {
  await enforceLimits(platform, [[LIMITS.otpPerIp, clientIp]]);
  // Counted per email and address whether or not the email is registered: the answers are the same.
  const guesser = `${normaliseEmail(input.email)}|${clientIp}`;
  if (!(await underFailureLimit(platform, LIMITS.resetCodeFailuresPerEmailAndIp, guesser)))
    throw new RequestRejected(429, RATE_LIMITED_MESSAGE);
  const account = await findAccountByEmail(platform, input.email);
  const now = platform.clock.now();
  const code = account && (await findNewestCode(platform, account.id, CODE_PURPOSE, now));
  if (!account || !code || code.attempts >= MAX_RESET_CODE_ATTEMPTS) {
    await recordFailure(platform, LIMITS.resetCodeFailuresPerEmailAndIp, guesser);
    throw new RequestRejected(400, RECOVERY_MESSAGES.badCode);
  }
  if (!secretMatches(platform, `${CODE_PURPOSE}:${code.id}`, input.code, code.secretHash)) {
    await recordFailure(platform, LIMITS.resetCodeFailuresPerEmailAndIp, guesser);
    await countWrongGuess(platform, code);
    throw new RequestRejected(400, RECOVERY_MESSAGES.badCode);
  }
  const resetToken = platform.ids.secret(32);
  await platform.database.db.transaction(async (tx) => {
    if (!(await claimCode(tx, code.id, now))) throw new RequestRejected(400, RECOVERY_MESSAGES.badCode);
    await tx.insert(accountCodes).values({
      id: platform.ids.uuid(),
      accountId: account.id,
      purpose: GRANT_PURPOSE,
      secretHash: hashSecret(platform, GRANT_PURPOSE, resetToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_VALID_SECONDS * 1000),
    });
  });
  return { resetToken, expiresIn: RESET_TOKEN_VALID_SECONDS };
}

export async function resetPassword(
  platform: Platform,
  input: { resetToken: string; newPassword: string },
  clientIp: string,
): Promise<void> {
  await enforceLimits(platform, [[LIMITS.otpPerIp, clientIp]]);
  const now = platform.clock.now();
  const [grant] = await platform.database.db
    .select()
    .from(accountCodes)
    .where(liveSecret(platform, GRANT_PURPOSE, input.resetToken, now));
  const account = grant ? await findAccountById(platform, grant.accountId) : undefined;
  if (!grant || !account) throw new RequestRejected(400, RECOVERY_MESSAGES.badToken);
  const strength = checkPassword(input.newPassword, [account.email, account.givenName, account.familyName]);
  if (!strength.isValid) throw new RequestRejected(400, strength.message);
  const passwordHash = await hashPassword(input.newPassword);
  await platform.database.db.transaction(async (tx) => {
    if (!(await claimCode(tx, grant.id, now))) throw new RequestRejected(400, RECOVERY_MESSAGES.badToken);
    // The emailed code proved the address, so an unconfirmed account is confirmed by the reset.
    await tx
      .update(accounts)
      .set({ passwordHash, status: 'active', updatedAt: now })
      .where(eq(accounts.id, account.id));
    const profile = await ensureAccountProfile(platform, account.id, tx);
    await tx
      .update(accountProfiles)
      .set({ passwordChangedAt: now, emailVerifiedAt: profile.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(accountProfiles.accountId, account.id));
    await revokeAllSessions(platform, account.id, tx);
    await recordSecurityEvent(platform, tx, { accountId: account.id, type: 'password-reset', ip: clientIp });
  });
  await sendPasswordChangedEmail(platform, account, now);
}
