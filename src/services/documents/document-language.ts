/**
 * The language an order's PDF is written in (issue 25), chosen as the confirmation email's is
 * (email-language.ts): the order's own (its owner's profile language, else the one it was made in),
 * else the language the PDF was asked for in, else English.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/languages';
import { orders } from '../db/schema';
import { profileLanguage } from '../email/email-language';
import { requestLanguage } from '../http/request-language';
import type { DbOrTx } from '../security/events';

export async function documentLanguage(db: DbOrTx, orderId: string): Promise<Locale> {
  const [row] = await db
    .select({ owner: orders.owner, language: orders.language })
    .from(orders)
    .where(eq(orders.id, orderId));
  const own = row ? await profileLanguage(db, row.owner) : undefined;
  const stored = isLocale(row?.language) ? row.language : undefined;
  return own ?? stored ?? requestLanguage() ?? DEFAULT_LOCALE;
}
