/**
 * Display formats for content pages, in the interface language (the display locale, see
 * src/lib/i18n/display-locale.ts): dates and prices. English reads "5 March 2027" and "$9,450.00"; the
 * other languages write dates and money their own way ("2027年3月5日", "A$9,450.00"). Formatters come
 * from intl.ts, made once per language.
 */
import { displayLocale } from '../../shared/i18n/display-locale';
import { dateFormat, formatAud, numberFormat } from '../../shared/i18n/intl';
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

/**
 * A deal's or a seat's price as the whole site writes money (spec: "$" with 2 decimals): "$9,450.00"
 * in English, "A$9,450.00" and the like elsewhere, as the flight pages do (formatAud). Deals and pages
 * wrote "AUD 9,450" until issue 25 (item 12). Another currency keeps its own symbol.
 */
export function formatPrice(
  money: { amount: number; currency: string },
  locale: Locale = displayLocale(),
): string {
  if (money.currency === 'AUD') return formatAud(money.amount, 2, locale);
  return numberFormat(
    { style: 'currency', currency: money.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 },
    locale,
  ).format(money.amount);
}

/** The ISO date part (YYYY-MM-DD) of a date-time, for <time datetime>. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
