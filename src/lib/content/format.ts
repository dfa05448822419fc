/**
 * Display formats for content pages, in the interface language (the display locale, see
 * src/lib/i18n/display-locale.ts): dates and whole-dollar prices. English stays exactly as it always
 * was ("5 March 2027", "AUD 9,450"); the other languages write dates and money their own way
 * ("2027年3月5日", "A$9,450"). Formatters come from intl.ts, made once per language.
 */
import { displayLocale } from '../../shared/i18n/display-locale';
import { dateFormat, numberFormat } from '../../shared/i18n/intl';
import type { Locale } from '../../shared/i18n/languages';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** "5 March 2027" from an ISO date or date-time; the input unchanged when it is not a date. */
export function formatContentDate(iso: string, locale: Locale = displayLocale()): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(DATE, locale).format(date);
}

// How each language joins the two ends of a date range. A pattern per language here rather than a
// t() key: the formatters run where no t() is at hand (cards, seat labels), and the patterns are
// typography (a wave dash in Japanese, 至 in Chinese) rather than copy.
const RANGE: Record<Locale, string> = {
  en: '{from} to {to}',
  id: '{from} hingga {to}',
  ja: '{from}～{to}',
  ko: '{from}~{to}',
  'zh-CN': '{from}至{to}',
};

/** "20 April 2027 to 10 June 2027" / "2027年4月20日～2027年6月10日". */
export function formatDateRange(from: string, to: string, locale: Locale = displayLocale()): string {
  return RANGE[locale]
    .replace('{from}', formatContentDate(from, locale))
    .replace('{to}', formatContentDate(to, locale));
}

/** "AUD 9,450" (whole dollars) or "AUD 9,450.50" in English; "A$9,450" and the like elsewhere. */
export function formatPrice(
  money: { amount: number; currency: string },
  locale: Locale = displayLocale(),
): string {
  const decimals = Number.isInteger(money.amount) ? 0 : 2;
  if (locale === 'en') {
    // The site's English pages have always written the ISO code before the amount.
    const amount = numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: 2 }, locale);
    return `${money.currency} ${amount.format(money.amount)}`;
  }
  return numberFormat(
    {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    },
    locale,
  ).format(money.amount);
}

/** The ISO date part (YYYY-MM-DD) of a date-time, for <time datetime>. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
