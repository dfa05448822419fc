/**
 * The site's time zone, and wall-clock times in it to instants and back, for staff forms that take a
 * local date and time (a publish schedule) and lists filtered by local days. Daylight saving is handled
 * by asking Intl for the zone's offset at the instant, twice (the first guess may sit on the other side
 * of a change).
 */
import { localDateTimeIn, zoneOffsetAt } from './zone-clock';

/**
 * The business's zone, whose calendar decides "today" (search dates, the Booking API's date range), pay-by
 * deadlines, document dates and the staff workspace's days. Times that belong to an airport or a hotel
 * use that place's own zone instead.
 */
export const SITE_TIME_ZONE = 'Australia/Sydney';

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date): number {
  return zoneOffsetAt(SITE_TIME_ZONE, instant.getTime());
}

/** "2026-12-01T09:30" (or a bare day, read as midnight) in Sydney, as an instant; null when malformed. */
export function siteLocalToInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0'] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  if (Number.isNaN(wall)) return null;
  let guess = wall - offsetMinutes(new Date(wall)) * 60_000;
  guess = wall - offsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess);
}

/** An instant as the "YYYY-MM-DDTHH:MM" a datetime-local input shows, in Sydney. */
export function instantToSiteLocal(instant: Date): string {
  return localDateTimeIn(SITE_TIME_ZONE, instant.getTime());
}
