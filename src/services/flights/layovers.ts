import type { Layover } from '../../shared/contracts/flights';
import { minimumConnectionMinutes } from './itinerary.rules';
import { layoverWarnings } from './layover-warnings.rules';
import type { Network } from './network';
import type { ScheduledFlight } from './timetable';

/** The connections of a flight combination: where, how long, and what the traveller should know. */
export function layoversOf(
  combo: ScheduledFlight[],
  network: Pick<Network, 'airports' | 'cities'>,
): Layover[] {
  const { airports, cities } = network;
  return combo.slice(1).map((flight, index) => {
    const previous = combo[index]!;
    const airport = airports.get(flight.route.from)!;
    const changeOfAirport = previous.route.to !== flight.route.from;
    const minimum = minimumConnectionMinutes(
      airport.code,
      {
        fromCountry: airports.get(previous.route.from)!.country,
        toCountry: airports.get(previous.route.to)!.country,
      },
      { fromCountry: airport.country, toCountry: airports.get(flight.route.to)!.country },
    );
    return {
      airport: airport.code,
      cityName: cities.get(airport.cityCode)?.name ?? airport.name,
      durationMinutes: Math.round((flight.depUtc - previous.arrUtc) / 60_000),
      changeOfAirport,
      warnings: layoverWarnings({
        arrivalUtc: previous.arrUtc,
        departureUtc: flight.depUtc,
        timeZone: airport.tz,
        minimumConnectionMinutes: minimum,
        changeOfAirport,
      }),
    };
  });
}
