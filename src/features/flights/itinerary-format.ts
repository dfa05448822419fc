import type { FareBrand, PricedItinerary, Segment } from '../../shared/contracts/flights';
import { displayLocale } from '../../shared/i18n/display-locale';
import { formatHoursMinutes } from '../../shared/i18n/intl';
import type { Locale } from '../../shared/i18n/languages';
import { daysBetween } from '../../lib/dates';

/**
 * How the flight screens read the Booking API's itineraries. Local times come on the wire as
 * "2026-12-15T08:55:00+11:00" (the airport's clock and its offset that day), so the screens show them by
 * reading the string, never by converting through the browser's zone.
 */

/** "08:55" from a local ISO date-time. */
export function localClock(time: string): string {
  return time.slice(11, 16);
}

/** "2026-12-15" from a local ISO date-time. */
export function localDate(time: string): string {
  return time.slice(0, 10);
}

/** "UTC+11", "UTC+5:30", "UTC-8", "UTC" from a local ISO date-time's offset. */
export function utcOffsetLabel(time: string): string {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(time);
  if (!match || time.endsWith('Z')) return 'UTC';
  const [, sign, hours, minutes] = match;
  if (hours === '00' && minutes === '00') return 'UTC';
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** Days between the local dates of two times (an arrival "+1" the next day, "-1" across the date line). */
export function dayOffset(fromTime: string, toTime: string): number {
  return daysBetween(localDate(fromTime), localDate(toTime));
}

/** "23h 45m", "55m", "2h"; "23時間45分" in Japanese (the language's own short style). */
export function formatDuration(minutes: number, locale: Locale = displayLocale()): string {
  if (locale !== 'en') return formatHoursMinutes(minutes, locale);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${String(rest).padStart(2, '0')}m`;
}

export function firstSegment(itinerary: PricedItinerary): Segment {
  return itinerary.segments[0]!;
}

export function lastSegment(itinerary: PricedItinerary): Segment {
  return itinerary.segments[itinerary.segments.length - 1]!;
}

/** The distinct airlines flying an itinerary, in flying order. */
export function airlinesOf(itinerary: PricedItinerary): { code: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const segment of itinerary.segments) seen.set(segment.airline.code, segment.airline.name);
  return [...seen].map(([code, name]) => ({ code, name }));
}

/** The cheapest brand of an itinerary (the price a result shows "from"). */
export function cheapestBrand(itinerary: PricedItinerary): FareBrand {
  return itinerary.brands.reduce((best, brand) => (brand.total < best.total ? brand : best));
}

export function brandOf(itinerary: PricedItinerary, brandIndex: number): FareBrand | undefined {
  return itinerary.brands.find((brand) => brand.brandIndex === brandIndex);
}

/**
 * A time zone's name as people say it, in the reader's language, for the instant it applies to
 * ("Hong Kong Standard Time", "オーストラリア東部夏時間"), not its database id ("Asia/Hong_Kong", issue 25,
 * defect 10). Falls back to the id if the runtime does not know the zone.
 */
export function timeZoneLongName(time: string, timeZone: string, language: string): string {
  try {
    const parts = new Intl.DateTimeFormat(language === 'en' ? 'en-AU' : language, {
      timeZone,
      timeZoneName: 'long',
    }).formatToParts(new Date(time));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
