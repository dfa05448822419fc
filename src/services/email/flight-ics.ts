/** The calendar entry of one flight of a booking (ics.ts writes the file). */
import type { Segment } from '../../shared/contracts/flights';
import type { Translate } from '../../shared/i18n/translate';
import { emailTranslator } from './email-text';
import { icsFile } from './ics';

export { foldLine, icsInstant, icsText } from './ics';

export interface IcsFlight {
  bookingReference: string;
  segment: Segment;
  /** Stable per booking and flight, so a re-sent email updates the calendar entry instead of adding one. */
  uid: string;
}

/** `t` writes the entry in the recipient's language (English when not given). */
export function flightIcs(flight: IcsFlight, stamp: Date, t: Translate = emailTranslator()): string {
  const { segment } = flight;
  // The engine's flight numbers carry the airline code already ("QF1").
  const flightNo = segment.flightNumber;
  return icsFile(
    {
      uid: flight.uid,
      start: segment.departure.utc,
      end: segment.arrival.utc,
      summary: t('calendar.flightSummary', {
        flight: flightNo,
        from: segment.departure.code,
        to: segment.arrival.code,
      }),
      location: `${segment.departure.name} (${segment.departure.code})`,
      description: t('calendar.flightDescription', {
        reference: flight.bookingReference,
        airline: segment.airline.name,
        flight: flightNo,
        fromCity: segment.departure.cityName,
        toCity: segment.arrival.cityName,
      }),
    },
    stamp,
  );
}
