/**
 * What search, results and the fare calendar read of the cabin inventory (ADR 022): the engine prices
 * from its timetable; these take away what this channel has sold and holds, so a sold-out cabin is not
 * offered and "seats left" is the cabin's truth.
 */
import type { PricedItinerary } from '../../shared/contracts/flights';
import type { DbOrTx } from '../db/database';
import { readCabinCounts } from './cabin.repo';
import { cabinsOfItinerary, withCountedSeats } from './cabin.rules';

/** The itineraries this party can still buy, with seatsLeft from the counted cabins. */
export async function sellableItineraries(
  db: DbOrTx,
  itineraries: PricedItinerary[],
  seated: number,
  now: Date,
): Promise<PricedItinerary[]> {
  if (itineraries.length === 0) return itineraries;
  const flightKeys = itineraries.flatMap((item) => cabinsOfItinerary(item).map((cabin) => cabin.flightKey));
  const counts = await readCabinCounts(db, flightKeys, now);
  const sellable: PricedItinerary[] = [];
  for (const itinerary of itineraries) {
    const counted = withCountedSeats(itinerary, counts, seated, now);
    if (counted) sellable.push(counted);
  }
  return sellable;
}
