/**
 * A price alert (a PriceTrackerSummary of /PriceTracker/List) as the dashboard's "Price alerts" section
 * shows it: the cities in the reader's words, the dates as people write them, the price in AUD. Pure, so
 * the page only lays it out and the wording is tested here.
 */
import type { PriceTrackerSummary } from '../../shared/contracts/price-tracking';
import { countPassengers } from '../../shared/domain/passengers';
import { formatAud } from '../../shared/i18n/intl';
import type { Locale } from '../../shared/i18n/languages';
import { placesOfCode } from '../../shared/places/place-names';
import { formatDate } from '../../lib/dates';
import { cityNameIn } from '../../lib/i18n/places-in-language';

export interface AlertView {
  id: string;
  from: string;
  to: string;
  /** "Sat 16 Jan 2027 – Sat 30 Jan 2027": each journey's departure day. */
  dates: string;
  cabin: string;
  travellers: number;
  /** "$10,055.91", or null before the first price was seen (nothing could be sold yet). */
  price: string | null;
  confirmed: boolean;
}

/** A place code's city in the reader's language; the code itself when the reference data lacks it. */
export function cityOfCode(code: string, locale: Locale): string {
  const place = placesOfCode(code)[0];
  if (!place) return code;
  return cityNameIn(locale, place.cityCode, place.cityName || place.name);
}

/**
 * Named as the alert's emails name the trip (price-tracking.service tripOf): the first origin to the
 * turning point of a return, or to the last destination of a one-way or multi-city search.
 */
export function alertViewOf(alert: PriceTrackerSummary, locale: Locale): AlertView {
  const { journeys } = alert.search;
  const first = journeys[0]!;
  const last = journeys.length === 2 ? first : journeys[journeys.length - 1]!;
  const { adult, children, infants } = countPassengers(alert.search.passengerInfos);
  return {
    id: alert.id,
    from: cityOfCode(first.depCode, locale),
    to: cityOfCode(last.arrCode, locale),
    dates: journeys.map((journey) => formatDate(journey.depDate, {}, locale)).join(' – '),
    cabin: alert.search.cabinClass,
    travellers: adult + children + infants,
    price: alert.lastSeenLowest === null ? null : formatAud(alert.lastSeenLowest, 2, locale),
    confirmed: alert.confirmed,
  };
}
