import type { FareBrand, PricedItinerary, Segment } from '../../shared/contracts/flights';
import { displayLocale } from '../../shared/i18n/display-locale';
import { formatHoursMinutes } from '../../shared/i18n/intl';
import type { Locale } from '../../shared/i18n/languages';

/**
 * How the flight screens read the Booking API's itineraries. Their local times are read by
 * src/shared/domain/local-iso-time (the airport's clock, never the browser's zone).
 */

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
