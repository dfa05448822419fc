/**
 * The calendar entry of one flight of a booking (ics.ts writes the file), in the recipient's
 * language: the summary names the flight by its airport codes, which every language reads alike
 * ("フライト QF1 SYD → LHR"); the place and the description name the cities as the reader knows
 * them (issue 25: "シドニー (SYD)", "シドニー 発 ロンドン 行き"). English keeps the airports' English names.
 */
import type { Segment } from '../../shared/contracts/flights';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/languages';
import { placeWithCodeIn } from '../../shared/places/airport-city';
import { cityNameIn, namesCitiesInOwnScript } from '../../shared/places/city-name-in';
import { emailTranslator } from './email-text';
import { icsFile } from './ics';

export { foldLine, icsInstant, icsText } from './ics';

export interface IcsFlight {
  bookingReference: string;
  segment: Segment;
  /** Stable per booking and flight, so a re-sent email updates the calendar entry instead of adding one. */
  uid: string;
}

/** The entry in the recipient's language (English when not given). */
export function flightIcs(flight: IcsFlight, stamp: Date, locale: Locale = DEFAULT_LOCALE): string {
  const { segment } = flight;
  const { departure, arrival } = segment;
  const t = emailTranslator(locale);
  const place = (at: Segment['departure']) => placeWithCodeIn(locale, at.code, at.cityCode);
  // The sources name cities, not airports, in other scripts: such a reader is shown the city.
  const location = namesCitiesInOwnScript(locale)
    ? place(departure)
    : `${departure.name} (${departure.code})`;
  // The engine's flight numbers carry the airline code already ("QF1").
  const flightNo = segment.flightNumber;
  return icsFile(
    {
      uid: flight.uid,
      start: segment.departure.utc,
      end: segment.arrival.utc,
      summary: t('calendar.flightSummary', { flight: flightNo, from: departure.code, to: arrival.code }),
      location,
      description: t('calendar.flightDescription', {
        reference: flight.bookingReference,
        airline: segment.airline.name,
        flight: flightNo,
        fromCity: cityNameIn(locale, departure.cityCode, departure.cityName),
        toCity: cityNameIn(locale, arrival.cityCode, arrival.cityName),
      }),
    },
    stamp,
  );
}
