/**
 * A hotel stay's dates and times as people read them, on the property's own clock: "Fri 4 Dec 2026",
 * "2 pm", "11:30 am", never an ISO string or a UTC instant.
 */
import { formatDate } from '../flights/dates';
import { formatClock } from '../hotels/format';
import { displayLocale } from '../../shared/i18n/display-locale';
import { dateFormat } from '../../shared/i18n/intl';
import { WEEKDAY_DATE_TIME } from '../../shared/i18n/date-time-parts';

/** "2 pm" or "11:30 am" from a local "HH:mm" (one rule for every hotel screen: lib/hotels/format). */
export { formatClock };

/** "2 pm, Fri 4 Dec 2026" from an ISO instant, in the property's time zone. */
export function formatPropertyInstant(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  // Other languages write the date and time in their own order and style; English keeps the site's.
  if (displayLocale() !== 'en') return localInstant(date, timeZone);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
  } catch {
    // An unknown zone: the site's own rendering of the instant is still better than ISO.
    return formatPropertyInstant(instant, 'Australia/Sydney');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatClock(`${part('hour')}:${part('minute')}`)}, ${formatDate(day)}`;
}

function localInstant(date: Date, timeZone: string): string {
  try {
    return dateFormat({ ...WEEKDAY_DATE_TIME, timeZone }).format(date);
  } catch {
    return dateFormat({ ...WEEKDAY_DATE_TIME, timeZone: 'Australia/Sydney' }).format(date);
  }
}
