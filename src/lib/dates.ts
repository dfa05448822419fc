/**
 * Calendar dates of every booking screen (flights, hotels, trips, documents) as people read them, and
 * the search's date limits. The day arithmetic is src/shared/domain/calendar-days (pure, in UTC), so the
 * server render and the browser agree on every label (a hydration mismatch otherwise) and no date
 * library ships to the browser. Labels follow the display locale
 * (issue 13): English keeps its own hand-written "Tue 15 Dec 2026" (en-AU's Intl adds a comma), the
 * other languages take Intl's pattern ("2026年12月15日(火)", "Sel, 15 Des 2026").
 */
import { addDays, addMonths, daysBetween, startOfMonth, weekdayOf } from '../shared/domain/calendar-days';
import { displayLocale } from '../shared/i18n/display-locale';
import { dateFormat, dayAsDate, firstDayOfWeek, formatMonthYear, weekdayNames } from '../shared/i18n/intl';
import type { Locale } from '../shared/i18n/languages';

// English only: the other languages take their names from Intl.
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The column of a weekday (0 Sunday .. 6 Saturday) in a week starting on `weekStart`. */
export function weekColumn(weekday: number, weekStart: 0 | 1): number {
  return (weekday - weekStart + 7) % 7;
}

/**
 * The weeks of a month as the calendar grid shows them, starting on the language's first day of the
 * week (Monday in Australia and China, Sunday in Indonesia, Japan and Korea): each week has 7 entries,
 * a date of the month or null for the padding days of the neighbouring months.
 */
export function monthWeeks(month: string, weekStart: 0 | 1 = firstDayOfWeek()): (string | null)[][] {
  const first = startOfMonth(month);
  const lead = weekColumn(weekdayOf(first), weekStart);
  const length = daysBetween(first, addMonths(first, 1));
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, index) => addDays(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/**
 * A calendar grid's column headers in the language's week order: the full name for screen readers
 * (`abbr`) and a short one shown. English keeps "Mo", "Tu"; Bahasa Indonesia's narrow names repeat
 * letters ("S" for Senin, Selasa and Sabtu), so it shows the short ones ("Sen"); Japanese, Korean and
 * Chinese show one character ("月", "월", "一").
 */
export function weekdayHeaders(locale: Locale = displayLocale()): { abbr: string; text: string }[] {
  const long = locale === 'en' ? [...WEEKDAY_NAMES] : weekdayNames('long', locale);
  const shown =
    locale === 'en'
      ? long.map((name) => name.slice(0, 2))
      : weekdayNames(locale === 'id' ? 'short' : 'narrow', locale);
  const start = firstDayOfWeek(locale);
  return Array.from({ length: 7 }, (_, column) => {
    const day = (start + column) % 7;
    return { abbr: long[day]!, text: shown[day]! };
  });
}

/** "Tue 15 Dec 2026"; "Tue 15 Dec" without the year. "2026年12月15日(火)" in Japanese. */
export function formatDate(
  date: string,
  options: { year?: boolean } = {},
  locale: Locale = displayLocale(),
): string {
  if (!isIsoDate(date)) return date;
  const withYear = options.year !== false;
  if (locale !== 'en') {
    return dateFormat(
      { weekday: 'short', day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) },
      locale,
    ).format(dayAsDate(date));
  }
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_NAMES[weekdayOf(date)]!.slice(0, 3);
  const month = MONTH_NAMES[m - 1]!.slice(0, 3);
  return `${weekday} ${d} ${month}${withYear ? ` ${y}` : ''}`;
}

/** "Tuesday 15 December 2026": the accessible name of a calendar day. */
export function formatLongDate(date: string, locale: Locale = displayLocale()): string {
  if (locale !== 'en') {
    return dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, locale).format(
      dayAsDate(date),
    );
  }
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** "December 2026", "2026年12月". */
export function formatMonth(date: string, locale: Locale = displayLocale()): string {
  if (locale !== 'en') return formatMonthYear(date, locale);
  const [y, m] = date.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** Clamps a date into [min, max] (either bound may be absent). */
export function clampDate(date: string, min?: string, max?: string): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

// ---------------------------------------------------------------- the search's date limits

/** How SearchDateRange describes the bookable dates (spec §3 "search date range"). */
export interface DateRangeRule {
  start: string;
  end: string;
  leadTimeRestrictionMethod: 'Restrict' | 'Prompt';
  promptMessage: string;
}

export interface DateLimits {
  /** Today in the site's calendar: nothing earlier can be chosen. */
  today: string;
  /** Earliest date for this field (a return cannot leave before the outbound). */
  min: string;
  range: DateRangeRule | null;
}

/** The first date that can be chosen: the range's start when it restricts (spec §4 "Restrict"), else today or min. */
export function firstSelectable(limits: DateLimits): string {
  const restricted =
    limits.range?.leadTimeRestrictionMethod === 'Restrict' ? limits.range.start : limits.today;
  return [limits.today, limits.min, restricted].sort().at(-1)!;
}

/** A date inside the lead time that a Prompt range warns about (spec §4 "Prompt"). */
export function needsPrompt(date: string, range: DateRangeRule | null): boolean {
  return Boolean(date && range?.leadTimeRestrictionMethod === 'Prompt' && date < range.start);
}
