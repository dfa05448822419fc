/**
 * Numbers, money, dates, durations and lists as the reader's language writes them (Intl), for every
 * screen, island and email. The locale defaults to the display locale (display-locale.ts), so callers
 * pass one only when they format for someone else (an email's recipient). Formatters are made once per
 * language and style: Intl constructors are costly and a results page formats hundreds of values.
 *
 * AUD stays the currency in every language; only how it is written changes: "$2,914.20" (en-AU),
 * "AU$2.914,20" (id), "A$2,914.20" (ja), "AU$2,914.20" (ko, zh-CN).
 */
import { displayLocale, intlTagOf } from './display-locale';
import type { Locale } from './languages';

const made = new Map<string, unknown>();

function memo<T>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    made.set(key, value);
  }
  return value;
}

export function numberFormat(
  options: Intl.NumberFormatOptions = {},
  locale = displayLocale(),
): Intl.NumberFormat {
  return memo(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlTagOf(locale), options),
  );
}

/** Dates are calendar days or wall-clock times already in the right zone: formatted in UTC unless told. */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  locale = displayLocale(),
): Intl.DateTimeFormat {
  const withZone = { timeZone: 'UTC', ...options };
  return memo(
    `d|${locale}|${JSON.stringify(withZone)}`,
    () => new Intl.DateTimeFormat(intlTagOf(locale), withZone),
  );
}

/** "$2,914.20" in English; the locale's own way in the others. `decimals` 0 for whole-dollar prices. */
export function formatAud(amount: number, decimals = 2, locale = displayLocale()): string {
  return numberFormat(
    { style: 'currency', currency: 'AUD', minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    locale,
  ).format(amount);
}

export function formatNumber(value: number, locale = displayLocale()): string {
  return numberFormat({}, locale).format(value);
}

/** A calendar day written YYYY-MM-DD, as a Date at its UTC midnight (formatted in UTC above). */
export function dayAsDate(isoDay: string): Date {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
}

/** "a, b and c" / "a、b、c" / "a, b, dan c". */
export function formatList(
  items: string[],
  locale = displayLocale(),
  type: Intl.ListFormatType = 'conjunction',
): string {
  return memo(`l|${locale}|${type}`, () => new Intl.ListFormat(intlTagOf(locale), { type })).format(items);
}

// Hours and minutes in each language's short style. Intl's unit formats give "13h20m" in Japanese
// and Intl.DurationFormat is not in every browser yet, so the patterns are written out.
const DURATION_PARTS: Record<Locale, { hours: string; minutes: string; joiner: string }> = {
  en: { hours: '{n}h', minutes: '{n}m', joiner: ' ' },
  id: { hours: '{n} j', minutes: '{n} mnt', joiner: ' ' },
  ja: { hours: '{n}時間', minutes: '{n}分', joiner: '' },
  ko: { hours: '{n}시간', minutes: '{n}분', joiner: ' ' },
  'zh-CN': { hours: '{n}小时', minutes: '{n}分钟', joiner: '' },
};

/** "13h 20m" / "13 j 20 mnt" / "13時間20分" / "13시간 20분" / "13小时20分钟". */
export function formatHoursMinutes(totalMinutes: number, locale = displayLocale()): string {
  const parts = DURATION_PARTS[locale];
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const written = [
    hours ? parts.hours.replace('{n}', String(hours)) : '',
    minutes || !hours ? parts.minutes.replace('{n}', String(minutes)) : '',
  ];
  return written.filter(Boolean).join(parts.joiner);
}

// First day of the week in each market (CLDR): Monday in Australia and China, Sunday in Indonesia,
// Japan and Korea. A table rather than Intl.Locale#getWeekInfo, which not every browser has.
const FIRST_DAY_OF_WEEK: Record<Locale, 0 | 1> = { en: 1, id: 0, ja: 0, ko: 0, 'zh-CN': 1 };

/** 0 = Sunday, 1 = Monday: the column a date picker starts its weeks with. */
export function firstDayOfWeek(locale = displayLocale()): 0 | 1 {
  return FIRST_DAY_OF_WEEK[locale];
}

/** Weekday names from Sunday (index 0), "long" for labels or "narrow"/"short" for a grid's header. */
export function weekdayNames(style: 'long' | 'short' | 'narrow', locale = displayLocale()): string[] {
  // 2026-11-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) =>
    dateFormat({ weekday: style }, locale).format(dayAsDate(`2026-11-0${day + 1}`)),
  );
}

/** "November 2026" / "November 2026" / "2026年11月" / "2026년 11월" / "2026年11月". */
export function formatMonthYear(isoDay: string, locale = displayLocale()): string {
  return dateFormat({ month: 'long', year: 'numeric' }, locale).format(dayAsDate(isoDay));
}
