import { describe, expect, it } from 'vitest';
import type { PricedItinerary } from '../../shared/contracts/flights';
import { Inventory } from './inventory';
import { searchOneAdult } from './journey-search.fixture';
import { LONG_LAYOVER_MINUTES } from './layover-warnings.rules';
import { loadNetwork } from './network';

const inventory = new Inventory(loadNetwork());
const NOW = new Date('2026-11-24T00:00:00Z');

function search(origin: string, destinationCity: string, date: string): PricedItinerary[] {
  const destinations = inventory.network.cities.get(destinationCity)!.airports;
  return searchOneAdult(inventory, { origins: [origin], destinations, date }, NOW);
}

// Sydney to London over a week: one- and two-stop itineraries through Asia and the Gulf, day and night.
const layovers = ['2026-12-14', '2026-12-15', '2026-12-16'].flatMap((date) =>
  search('SYD', 'LON', date).flatMap((itinerary) => itinerary.layovers),
);

describe('the layovers a search answers carry their warnings (issue 25: what Google Flights shows)', () => {
  it('searches enough connections for the check to mean something', () => {
    expect(layovers.length).toBeGreaterThan(100);
  });

  it('marks every connection over 6 hours long, and none shorter', () => {
    for (const layover of layovers) {
      expect(layover.warnings?.includes('long'), `${layover.airport} ${layover.durationMinutes} min`).toBe(
        layover.durationMinutes > LONG_LAYOVER_MINUTES,
      );
    }
    expect(layovers.some((layover) => layover.warnings?.includes('long'))).toBe(true);
  });

  it('finds overnight and short connections among them, and a change of airport only where there is one', () => {
    expect(layovers.some((layover) => layover.warnings?.includes('overnight'))).toBe(true);
    expect(layovers.some((layover) => layover.warnings?.includes('short'))).toBe(true);
    for (const layover of layovers) {
      expect(layover.warnings?.includes('changeOfAirport')).toBe(layover.changeOfAirport);
    }
  });
});
