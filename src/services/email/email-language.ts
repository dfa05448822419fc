/**
 * Which language an email is written in: the recipient's profile language, else the language the
 * request was made in, else English. The site forwards the reader's interface language to the services
 * as `Accept-Language` (service-client.ts); a middleware of every service app keeps it for the request
 * (http/request-language.ts), so the code that sends mail does not thread it through. Orders store it at creation, because
 * their confirmation may be sent later, outside any request (the reconciler).
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/languages';
import { accountProfiles } from '../db/schema';
import type { DbOrTx } from '../security/events';
import { requestLanguage } from '../http/request-language';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The language stored on an account's profile; guests ("guest:…") have none. */
export async function profileLanguage(db: DbOrTx, accountId: string): Promise<Locale | undefined> {
  if (!UUID.test(accountId)) return undefined;
  const [row] = await db
    .select({ language: accountProfiles.language })
    .from(accountProfiles)
    .where(eq(accountProfiles.accountId, accountId));
  return isLocale(row?.language) ? row.language : undefined;
}

/** The language to write to an account holder in: their profile's, else this request's, else English. */
export async function recipientLanguage(db: DbOrTx, accountId: string | undefined): Promise<Locale> {
  const stored = accountId ? await profileLanguage(db, accountId) : undefined;
  return stored ?? requestLanguage() ?? DEFAULT_LOCALE;
}

/** An order's confirmation language: the owner's profile language, else the one stored at creation. */
export async function orderLanguage(db: DbOrTx, owner: string, stored: string | null): Promise<Locale> {
  const own = await profileLanguage(db, owner);
  return own ?? (isLocale(stored) ? stored : DEFAULT_LOCALE);
}

/**
 * The language of an email about an order that someone asked for on the site (a manage-booking code, a
 * cancellation): the language they asked in, else the order's own (its owner's profile, else the one
 * stored at creation).
 */
export async function orderActionLanguage(
  db: DbOrTx,
  order: { owner: string; language: string | null },
): Promise<Locale> {
  return requestLanguage() ?? (await orderLanguage(db, order.owner, order.language));
}
