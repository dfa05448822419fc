import type { SegmentAmenities } from '../../shared/contracts/flight-results';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import { AIRLINE_AMENITIES } from '../data/airline-amenities';
import type { Network } from './network';
import type { ScheduledFlight } from './timetable';

/**
 * The amenities of an airline's aircraft type in a cabin (airline-amenities.ts): the type's facts, then what
 * differs in Business and First, then what differs on a domestic flight. Null when none of the three is
 * known, so a result shows nothing rather than a guess.
 */
export function amenitiesOf(
  airline: string,
  typeCode: string,
  cabin: CabinClass,
  domestic: boolean,
): SegmentAmenities | null {
  const facts = AIRLINE_AMENITIES[airline]?.[typeCode];
  if (!facts) return null;
  const premium = cabin === 'Business' || cabin === 'First';
  const merged = {
    wifi: facts.wifi,
    power: facts.power,
    entertainment: facts.entertainment,
    ...(premium ? facts.premium : undefined),
    ...(domestic ? facts.domestic : undefined),
  };
  const amenities: SegmentAmenities = {
    wifi: merged.wifi ?? null,
    power: merged.power ?? null,
    entertainment: merged.entertainment ?? null,
  };
  return amenities.wifi || amenities.power || amenities.entertainment ? amenities : null;
}

/**
 * A scheduled flight's amenities in its booked cabin. Only the curated types of the product layer have
 * them: a flight on the generic size table (fleetType null) gets none.
 */
export function flightAmenities(
  flight: ScheduledFlight,
  cabin: CabinClass,
  network: Network,
): SegmentAmenities | null {
  if (!flight.fleetType) return null;
  const from = network.airports.get(flight.route.from)?.country;
  const to = network.airports.get(flight.route.to)?.country;
  const domestic = from !== undefined && from === to;
  return amenitiesOf(flight.route.airline, flight.fleetType.code, cabin, domestic);
}
