/**
 * A hotel stay's dates and times as people read them, on the property's own clock: "Fri 4 Dec 2026",
 * "2 pm", "11:30 am", never an ISO string or a UTC instant.
 */
import { formatDate } from '../../lib/dates';
import { formatClock } from '../hotels/format';
import { displayLocale } from '../../shared/i18n/display-locale';
import { dateFormat } from '../../shared/i18n/intl';
import { WEEKDAY_DATE_TIME } from '../../shared/i18n/date-time-parts';
import { localDateTimeIn } from '../../shared/domain/zone-clock';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';

/** "2 pm" or "11:30 am" from a local "HH:mm" (one rule for every hotel screen: features/hotels/format). */
export { formatClock };

/** "2 pm, Fri 4 Dec 2026" from an ISO instant, in the property's time zone. */
export function formatPropertyInstant(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  // Other languages write the date and time in their own order and style; English keeps the site's.
  if (displayLocale() !== 'en') return localInstant(date, timeZone);
  let local: string;
  try {
    local = localDateTimeIn(timeZone, date.getTime());
  } catch {
    // An unknown zone: the site's own rendering of the instant is still better than ISO.
    return formatPropertyInstant(instant, SITE_TIME_ZONE);
  }
  const [day, clock] = local.split('T') as [string, string];
  return `${formatClock(clock)}, ${formatDate(day)}`;
}

function localInstant(date: Date, timeZone: string): string {
  try {
    return dateFormat({ ...WEEKDAY_DATE_TIME, timeZone }).format(date);
  } catch {
    return dateFormat({ ...WEEKDAY_DATE_TIME, timeZone: SITE_TIME_ZONE }).format(date);
  }
}
