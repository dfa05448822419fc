/**
 * Dates on the account screens in the reader's language (intl.ts, display locale): security events as
 * instants in the site's time zone, and calendar days (dates of birth, passport expiry).
 */
import { DATE_TIME } from '../../shared/i18n/date-time-parts';
import { displayLocale } from '../../shared/i18n/display-locale';
import { dateFormat, dayAsDate } from '../../shared/i18n/intl';
import type { Locale } from '../../shared/i18n/languages';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';

/**
 * A security event's instant as the traveller reads a clock: the site's zone (Australia/Sydney, the
 * zone of our travellers; the server render and the browser must agree, so not the browser's own
 * zone), with the zone's short name so the time is never ambiguous.
 */
export function formatSecurityEventTime(at: string, locale: Locale = displayLocale()): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return dateFormat(
    {
      ...DATE_TIME,
      timeZone: SITE_TIME_ZONE,
      timeZoneName: 'short',
      // English keeps its "12:05 pm"; the others read a 24-hour clock (Korean would say "PM 12:05").
      ...(locale === 'en' ? {} : { hourCycle: 'h23' as const }),
    },
    locale,
  ).format(date);
}

/**
 * A calendar day (YYYY-MM-DD) as people write it in the reader's language: "1 May 2030", "2030年5月1日".
 * Never the raw ISO form (issue 25 defect 10): a browser's date input shows its own locale's order, so
 * the ISO string matched nothing a traveller sees.
 */
export function formatCalendarDay(isoDay: string, locale: Locale = displayLocale()): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(isoDay)) return isoDay;
  return dateFormat({ day: 'numeric', month: 'long', year: 'numeric' }, locale).format(dayAsDate(isoDay));
}
