import type { Platform } from '../platform/platform';
import { twoFactorCodeEmail } from '../email/templates';
import { recipientLanguage } from '../email/email-language';
import type { AccountRow } from './account.repo';

/** Spec/issue: a code is valid 10 minutes, at most 5 attempts, single use. */
export const CODE_VALID_SECONDS = 600;

/** Emails an account's owner a 6-digit code, in their language, for the step `purpose` names. */
export async function sendTwoFactorCode(
  platform: Platform,
  account: AccountRow,
  code: string,
  purpose: 'sign-in' | 'activate' | 'setup',
): Promise<void> {
  await platform.mailer.send(
    twoFactorCodeEmail({
      to: account.email,
      firstName: account.givenName,
      code,
      validMinutes: CODE_VALID_SECONDS / 60,
      purpose,
      locale: await recipientLanguage(platform.database.db, account.id),
    }),
  );
}
