/**
 * Dates and times of an order as people read them: flight times on the airport's own clock (read from
 * the string, as the flight screens do), instants such as the pay-by date in Sydney time, never a UTC
 * timestamp.
 */
import { formatDate } from '../../lib/dates';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import { displayLocale } from '../../shared/i18n/display-locale';
import { dateFormat } from '../../shared/i18n/intl';
import { localClock, localDate } from '../../shared/domain/local-iso-time';
import { WEEKDAY_DATE_TIME } from '../../shared/i18n/date-time-parts';
import { localDateOf } from '../../shared/domain/zone-clock';

/** "Tue 15 Dec 2026, 08:55" from a local ISO date-time. */
export function formatLocalDateTime(time: string): string {
  return `${formatDate(localDate(time))}, ${localClock(time)}`;
}

/** "Fri 27 Nov 2026, 5:00 pm Sydney time" from an ISO instant; the input as given when it is not one. */
export function formatInstant(instant: string, timeZone = SITE_TIME_ZONE): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  // Other languages: their own date and time order, and the zone's name in that language.
  if (displayLocale() !== 'en') {
    return dateFormat({ timeZone, ...WEEKDAY_DATE_TIME, timeZoneName: 'long' }).format(date);
  }
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    ...WEEKDAY_DATE_TIME,
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} ${city} time`;
}

/** "Tue 24 Nov 2026" (Sydney) from an ISO instant. */
export function formatInstantDate(instant: string, timeZone = SITE_TIME_ZONE): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return formatDate(localDateOf(date.getTime(), timeZone));
}
