/**
 * What search, results and the fare calendar read of the cabin inventory (ADR 022): the engine prices
 * from its timetable; these take away what this channel has sold and holds, so a sold-out cabin is not
 * offered and "seats left" is the cabin's truth.
 */
import type { PricedItinerary } from '../../shared/contracts/flights';
import type { DbOrTx } from '../db/database';
import { readCabinCounts } from './cabin-counts.repo';
import { cabinsOfItinerary, freeSeatsFrom, withCountedSeats } from './cabin.rules';

/**
 * Each list's itineraries this party can still buy, with seatsLeft from the counted cabins: one read
 * of the counts for every list (a return search's two journeys), each cabin worked out once.
 */
export async function sellableJourneys(
  db: DbOrTx,
  journeys: readonly PricedItinerary[][],
  seated: number,
  now: Date,
): Promise<PricedItinerary[][]> {
  const cabins = journeys.map((itineraries) => itineraries.map(cabinsOfItinerary));
  const flightKeys = cabins.flat(2).map((cabin) => cabin.flightKey);
  if (flightKeys.length === 0) return journeys.map(() => []);
  const freeOf = freeSeatsFrom(await readCabinCounts(db, flightKeys, now), now);
  return journeys.map((itineraries, index) => {
    const sellable: PricedItinerary[] = [];
    for (const [position, itinerary] of itineraries.entries()) {
      const counted = withCountedSeats(itinerary, cabins[index]![position]!, freeOf, seated);
      if (counted) sellable.push(counted);
    }
    return sellable;
  });
}

/** The itineraries this party can still buy, with seatsLeft from the counted cabins. */
export async function sellableItineraries(
  db: DbOrTx,
  itineraries: PricedItinerary[],
  seated: number,
  now: Date,
): Promise<PricedItinerary[]> {
  const [sellable] = await sellableJourneys(db, [itineraries], seated, now);
  return sellable!;
}
