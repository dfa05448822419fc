/**
 * Sign-up and email confirmation. Answers never reveal whether an email is registered: a sign-up
 * with a known email answers like a new one and emails the owner instead.
 */
import { isUniqueViolation } from '../db/unique-violation';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { SignupSchema } from '../../shared/validation/account-forms';
import { accountCodes, accountProfiles, accounts } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import {
  ensureAccountProfile,
  findAccountByEmail,
  insertAccount,
  type AccountRow,
} from '../account/account.repo';
import { hashPassword } from '../account/password';
import { signupExistingAccountEmail, verificationEmail } from '../email/templates';
import { recipientLanguage } from '../email/email-language';
import type { OutgoingEmail } from '../platform/mailer';
import { inEqualTransaction, queueEmailEqually, rehearsalAddress } from '../security/equal-work';
import type { Tx } from '../security/events';
import { recordSecurityEvent } from '../security/events';
import { checkPassword } from '../security/password-strength';
import { LIMITS, enforceLimits } from '../security/rate-limits';
import { hashSecret } from '../security/secrets';
import { liveSecret, writeAccountSecret } from '../security/account-codes';
import { consumeRateLimit } from '../http/rate-limit';

const CONFIRM_LINK_VALID_HOURS = 24;
const PURPOSE = 'confirm-email';

export const SIGNUP_MESSAGES = {
  checkEmail: 'Thank you for signing up. Please check your email to confirm your account.',
  verificationSent: 'If your account is waiting for confirmation, we have emailed you a new link.',
  confirmed: 'Your email is confirmed. You can now sign in.',
  badLink: 'This confirmation link is invalid or has expired. Please request a new one.',
} as const;

export async function accountSignup(
  platform: Platform,
  input: v.InferOutput<typeof SignupSchema>,
  clientIp: string,
): Promise<{ email: string }> {
  await enforceLimits(platform, [[LIMITS.signupPerIp, clientIp]]);
  const strength = checkPassword(input.newPassword, [
    input.email,
    input.email.split('@')[0] ?? '',
    input.firstName,
    input.lastName,
  ]);
  if (!strength.isValid) throw new RequestRejected(400, strength.message);
  const passwordHash = await hashPassword(input.newPassword);
  const existing = await findAccountByEmail(platform, input.email);
  // The same writes on every path (equal-work.ts): a known address stores the new account's rows for a
  // rehearsal address and rolls them back, then emails its owner in the same shape as a new account.
  let created: AccountRow | undefined;
  try {
    await inEqualTransaction(platform, !existing, async (tx) => {
      const email = existing ? rehearsalAddress(platform) : input.email;
      created = await insertPendingAccount(platform, { ...input, email }, passwordHash, tx);
    });
  } catch (error) {
    // A concurrent sign-up for the same email won the unique index between our look-up and insert: that
    // request sends the confirmation, and this one answers as for a known email.
    if (isUniqueViolation(error)) return { email: input.email };
    throw error;
  }
  const recipient = existing ?? created;
  if (!recipient) throw new Error('the new account was not stored');
  // Counted on every path; for a known address silently (the caller gets the same answer either way).
  const allowed = await consumeRateLimit(platform.cache, LIMITS.verificationEmailsPerEmail, recipient.email);
  await queueEmailEqually(platform, !existing || allowed, (tx, queue) =>
    writeSignupEmail(platform, tx, recipient, queue),
  );
  return { email: input.email };
}

type SignupInput = v.InferOutput<typeof SignupSchema>;

async function insertPendingAccount(
  platform: Platform,
  input: SignupInput,
  passwordHash: string,
  tx: Tx,
): Promise<AccountRow> {
  const row = await insertAccount(
    platform,
    {
      email: input.email,
      passwordHash,
      title: input.title,
      givenName: input.firstName,
      familyName: input.lastName,
      status: 'pending',
    },
    tx,
  );
  await ensureAccountProfile(platform, row.id, tx);
  await tx
    .update(accountProfiles)
    .set({ marketingPreferences: { email: input.marketingOptIn }, passwordChangedAt: platform.clock.now() })
    .where(eq(accountProfiles.accountId, row.id));
  return row;
}

/**
 * The sign-up email, one shape for every account: a new single-use confirmation link replaces the
 * earlier ones, and the email is queued. A pending account's email carries the link; an active one's
 * tells its owner someone tried to sign up (its link is written for equal work and sent to nobody, so
 * it can confirm nothing).
 */
async function writeSignupEmail(
  platform: Platform,
  tx: Tx,
  account: AccountRow,
  queue: (email: OutgoingEmail) => Promise<void>,
): Promise<void> {
  const token = platform.ids.secret(32);
  await writeAccountSecret(platform, tx, {
    accountId: account.id,
    purpose: PURPOSE,
    validSeconds: CONFIRM_LINK_VALID_HOURS * 3600,
    hashOf: () => hashSecret(platform, PURPOSE, token),
  });
  const locale = await recipientLanguage(tx, account.id);
  const email =
    account.status === 'pending'
      ? verificationEmail({
          to: account.email,
          firstName: account.givenName,
          link: `${platform.config.siteUrl}/account?confirmEmail=${encodeURIComponent(token)}`,
          validHours: CONFIRM_LINK_VALID_HOURS,
          locale,
        })
      : signupExistingAccountEmail({
          to: account.email,
          firstName: account.givenName,
          signInLink: `${platform.config.siteUrl}/account`,
          resetLink: `${platform.config.siteUrl}/account?view=forgot-password`,
          locale,
        });
  await queue(email);
}

export async function sendEmailVerification(
  platform: Platform,
  email: string,
  clientIp: string,
): Promise<void> {
  await enforceLimits(platform, [
    [LIMITS.verificationEmailsPerIp, clientIp],
    [LIMITS.verificationEmailsPerEmail, email],
  ]);
  const account = await findAccountByEmail(platform, email);
  if (account?.status === 'pending')
    await queueEmailEqually(platform, true, (tx, queue) => writeSignupEmail(platform, tx, account, queue));
}

/** Confirms the email of a pending account with its single-use link token. */
export async function confirmEmail(
  platform: Platform,
  token: string,
  clientIp: string,
): Promise<{ email: string }> {
  await enforceLimits(platform, [[LIMITS.confirmPerIp, clientIp]]);
  const now = platform.clock.now();
  return platform.database.db.transaction(async (tx) => {
    const [code] = await tx
      .update(accountCodes)
      .set({ consumedAt: now })
      .where(liveSecret(platform, PURPOSE, token, now))
      .returning();
    if (!code) throw new RequestRejected(400, SIGNUP_MESSAGES.badLink);
    const [account] = await tx
      .update(accounts)
      .set({ status: 'active', updatedAt: now })
      .where(eq(accounts.id, code.accountId))
      .returning();
    if (!account) throw new RequestRejected(400, SIGNUP_MESSAGES.badLink);
    await ensureAccountProfile(platform, account.id, tx);
    await tx
      .update(accountProfiles)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(eq(accountProfiles.accountId, account.id));
    await recordSecurityEvent(platform, tx, { accountId: account.id, type: 'email-confirmed', ip: clientIp });
    return { email: account.email };
  });
}
