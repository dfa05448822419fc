/**
 * The cabin inventory as the fare calendar reads it (ADR 022): the engine's flight combinations kept
 * only where every cabin has room for the party, so the calendar's lowest fare is one search can sell.
 */
import type { CabinClass } from '../../shared/domain/fare-conditions';
import { bookedCabinOf } from '../flights/pricing';
import type { ScheduledFlight } from '../flights/timetable';
import { cabinCapacityOf, cabinKeyOf, freeSeats, type CabinCount, type CabinRef } from './cabin.rules';

/** The cabin a party searching `cabin` sits in on a scheduled flight. */
function cabinOfFlight(flight: ScheduledFlight, cabin: CabinClass): CabinRef {
  const booked = bookedCabinOf(flight, cabin);
  return {
    flightKey: flight.key,
    cabin: booked,
    capacity: cabinCapacityOf(flight.aircraftCode, booked),
    departureDate: flight.localDate,
  };
}

/** A filter of flight combinations: true when each flight's cabin has room for `seated` travellers. */
export function sellableCombos(
  cabin: CabinClass,
  seated: number,
  counts: ReadonlyMap<string, CabinCount>,
  now: Date,
): (combo: ScheduledFlight[]) => boolean {
  return (combo) =>
    combo.every((flight) => {
      const ref = cabinOfFlight(flight, cabin);
      return freeSeats(ref, counts.get(cabinKeyOf(ref.flightKey, ref.cabin)), now) >= Math.max(1, seated);
    });
}

/** A short, order-independent digest of counts, for cache keys. */
export function countsDigest(counts: ReadonlyMap<string, CabinCount>): string {
  return [...counts]
    .map(([key, count]) => `${key}:${count.sold}:${count.held}`)
    .sort()
    .join(',');
}
