/** The calendar entry of one flight of a booking (ics.ts writes the file). */
import type { Segment } from '../../lib/contracts/flights';
import { icsFile } from './ics';

export { foldLine, icsInstant, icsText } from './ics';

export interface IcsFlight {
  bookingReference: string;
  segment: Segment;
  /** Stable per booking and flight, so a re-sent email updates the calendar entry instead of adding one. */
  uid: string;
}

export function flightIcs(flight: IcsFlight, stamp: Date): string {
  const { segment } = flight;
  // The engine's flight numbers carry the airline code already ("QF1").
  const flightNo = segment.flightNumber;
  return icsFile(
    {
      uid: flight.uid,
      start: segment.departure.utc,
      end: segment.arrival.utc,
      summary: `Flight ${flightNo} ${segment.departure.code} to ${segment.arrival.code}`,
      location: `${segment.departure.name} (${segment.departure.code})`,
      description:
        `Booking reference ${flight.bookingReference}. ${segment.airline.name} flight ${flightNo} from ` +
        `${segment.departure.cityName} to ${segment.arrival.cityName}.`,
    },
    stamp,
  );
}
