/** The inventory-level search the flight tests run: one adult, the first journey, Business unless said. */
import type { PricedItinerary } from '../../shared/contracts/flights';
import type { Inventory, JourneyQuery } from './inventory';

type Where = Pick<JourneyQuery, 'origins' | 'destinations' | 'date'> & Partial<JourneyQuery>;

export function searchOneAdult(inventory: Inventory, query: Where, now: Date): PricedItinerary[] {
  return inventory.searchJourney(
    { cabin: 'Business', passengers: { adult: 1, children: 0, infants: 0 }, journeyIndex: 0, ...query },
    now,
  );
}
