/**
 * Sign-up and email confirmation. Answers never reveal whether an email is registered: a sign-up
 * with a known email answers like a new one and emails the owner instead.
 */
import { isUniqueViolation } from '../db/unique-violation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { SignupSchema } from '../../lib/validation/account-forms';
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
import { replaceAccountSecret } from '../security/account-codes';
import { rehearsalAddress, rehearseInTransaction } from '../security/equal-work';
import type { Tx } from '../security/events';
import { recordSecurityEvent } from '../security/events';
import { checkPassword } from '../security/password-strength';
import { LIMITS, enforceLimits } from '../security/rate-limits';
import { hashSecret } from '../security/secrets';
import { consumeRateLimit } from '../http/rate-limit';

export const CONFIRM_LINK_VALID_HOURS = 24;
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
  // Hash first on every path, so the answer takes as long for a known email as for a new one.
  const passwordHash = await hashPassword(input.newPassword);
  const existing = await findAccountByEmail(platform, input.email);
  if (existing) {
    await rehearseNewAccount(
      platform,
      input,
      passwordHash,
      existing.status === 'pending' ? undefined : existing,
    );
    // Per-email limit counted silently: the caller gets the same answer either way.
    if (await consumeRateLimit(platform.cache, LIMITS.verificationEmailsPerEmail, existing.email)) {
      if (existing.status === 'pending') await sendVerificationLink(platform, existing);
      else
        await platform.mailer.send(
          signupExistingAccountEmail({
            to: existing.email,
            firstName: existing.givenName,
            signInLink: `${platform.config.siteUrl}/account`,
            resetLink: `${platform.config.siteUrl}/account?view=forgot-password`,
            locale: await recipientLanguage(platform.database.db, existing.id),
          }),
        );
    }
    return { email: input.email };
  }
  let account: AccountRow;
  try {
    account = await platform.database.db.transaction((tx) =>
      insertPendingAccount(platform, input, passwordHash, tx),
    );
  } catch (error) {
    // A concurrent sign-up for the same email won the unique index between our look-up and insert: that
    // request sends the confirmation, and this one answers exactly as for a known email.
    if (isUniqueViolation(error)) return { email: input.email };
    throw error;
  }
  await consumeRateLimit(platform.cache, LIMITS.verificationEmailsPerEmail, account.email);
  await sendVerificationLink(platform, account);
  return { email: account.email };
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
 * The writes of a new sign-up, done for a known address and rolled back, so the answer costs what a
 * new account's does: the account and its profile, then (`linkFor`, unless the existing account is
 * pending and writes its own new link) the confirmation link, in two transactions as a new one does.
 */
async function rehearseNewAccount(
  platform: Platform,
  input: SignupInput,
  passwordHash: string,
  linkFor: AccountRow | undefined,
): Promise<void> {
  await rehearseInTransaction(platform, (tx) =>
    insertPendingAccount(platform, { ...input, email: rehearsalAddress(platform) }, passwordHash, tx),
  );
  if (!linkFor) return;
  await rehearseInTransaction(platform, async (tx) => {
    const now = platform.clock.now();
    await tx
      .update(accountCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(accountCodes.accountId, linkFor.id),
          eq(accountCodes.purpose, PURPOSE),
          isNull(accountCodes.consumedAt),
        ),
      );
    await tx.insert(accountCodes).values({
      id: platform.ids.uuid(),
      accountId: linkFor.id,
      purpose: PURPOSE,
      secretHash: hashSecret(platform, PURPOSE, platform.ids.secret(32)),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONFIRM_LINK_VALID_HOURS * 3600_000),
    });
  });
}

/** A new single-use confirmation link; earlier links of the account stop working. */
async function sendVerificationLink(platform: Platform, account: AccountRow): Promise<void> {
  const token = platform.ids.secret(32);
  await replaceAccountSecret(platform, {
    accountId: account.id,
    purpose: PURPOSE,
    validSeconds: CONFIRM_LINK_VALID_HOURS * 3600,
    hashOf: () => hashSecret(platform, PURPOSE, token),
  });
  const link = `${platform.config.siteUrl}/account?confirmEmail=${encodeURIComponent(token)}`;
  await platform.mailer.send(
    verificationEmail({
      to: account.email,
      firstName: account.givenName,
      link,
      validHours: CONFIRM_LINK_VALID_HOURS,
      locale: await recipientLanguage(platform.database.db, account.id),
    }),
  );
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
  if (account?.status === 'pending') await sendVerificationLink(platform, account);
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
      .where(
        and(
          eq(accountCodes.purpose, PURPOSE),
          eq(accountCodes.secretHash, hashSecret(platform, PURPOSE, token)),
          isNull(accountCodes.consumedAt),
          gt(accountCodes.expiresAt, now),
        ),
      )
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
