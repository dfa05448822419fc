import type { Platform } from '../platform/platform';
import { passwordChangedEmail } from '../email/templates';
import { recipientLanguage } from '../email/email-language';
import type { AccountRow } from './account.repo';

/** Tells an account's owner, in their language, that its password changed (a change or a reset). */
export async function sendPasswordChangedEmail(
  platform: Platform,
  account: AccountRow,
  when: Date,
): Promise<void> {
  await platform.mailer.send(
    passwordChangedEmail({
      to: account.email,
      firstName: account.givenName,
      when,
      locale: await recipientLanguage(platform.database.db, account.id),
    }),
  );
}
