import { describe, expect, it } from 'vitest';
import { AIRLINE_FLEETS } from '../data/airline-fleets';
import { loadNetwork } from '../flights/network';
import { cabinCapacity } from '../flights/schedule.rules';
import { Inventory } from '../flights/inventory';
import { searchOneAdult } from '../flights/journey-search.fixture';
import {
  cabinCapacityOf,
  cabinsOfItinerary,
  departureDateOfKey,
  freeSeats,
  otherChannelSeats,
  seatedCount,
  type CabinRef,
} from './cabin.rules';
import { countsDigest } from './combos';

const VA431: CabinRef = {
  flightKey: 'VA431-2027-01-25-SYD',
  cabin: 'Business',
  capacity: 12,
  departureDate: '2027-01-25',
};
const NOW = new Date('2026-11-21T00:00:00Z');

describe('cabin rules', () => {
  it('reads the local departure date of an engine flight key', () => {
    expect(departureDateOfKey('VA431-2027-01-25-SYD')).toBe('2027-01-25');
    expect(departureDateOfKey('QF1-2026-12-21-SYD')).toBe('2026-12-21');
    expect(departureDateOfKey('nonsense')).toBe('');
  });

  it('gives each cabin of an itinerary the local departure date its flight key names', () => {
    const inventory = new Inventory(loadNetwork());
    // Late departures from Sydney leave on a local date after their UTC date; connections leave later.
    const itineraries = searchOneAdult(
      inventory,
      { origins: ['SYD'], destinations: ['LHR'], date: '2027-01-25' },
      NOW,
    );
    const cabins = itineraries.flatMap(cabinsOfItinerary);
    expect(cabins.length).toBeGreaterThan(50);
    for (const cabin of cabins) expect(cabin.departureDate).toBe(departureDateOfKey(cabin.flightKey));
    expect(new Set(cabins.map((cabin) => cabin.departureDate)).size).toBeGreaterThan(1);
  });

  it.each([
    [undefined, 6],
    [{ sold: 2, held: 0 }, 4],
    [{ sold: 2, held: 3 }, 1],
    [{ sold: 4, held: 2 }, 0],
    // Never below zero, even if the other channels' share grew after this channel sold.
    [{ sold: 6, held: 3 }, 0],
  ])('free seats with this channel at %o: %i', (count, free) => {
    expect(otherChannelSeats(VA431, NOW)).toBe(6);
    expect(freeSeats(VA431, count, NOW)).toBe(free);
  });

  it('counts the other channels up towards departure, never past the capacity', () => {
    const early = otherChannelSeats(VA431, NOW);
    const close = otherChannelSeats(VA431, new Date('2027-01-24T00:00:00Z'));
    expect(close).toBeGreaterThanOrEqual(early);
    expect(close).toBeLessThanOrEqual(12);
  });

  it('seats everyone but infants', () => {
    expect(
      seatedCount([{ passengerType: 'Adult' }, { passengerType: 'Children' }, { passengerType: 'Infants' }]),
    ).toBe(2);
  });

  it("gives every cabin the engine sells the seat map's capacity (nothing sells with 0 seats)", () => {
    const network = loadNetwork();
    const sizes = new Map(network.aircraft.map((aircraft) => [aircraft.code, aircraft.size]));
    for (const fleet of Object.values(AIRLINE_FLEETS)) {
      for (const type of fleet) {
        const size = sizes.get(type.code) ?? 'narrow';
        for (const cabin of type.cabins) {
          if (cabinCapacity(size, cabin) === 0) continue;
          expect(cabinCapacityOf(type.code, cabin), `${type.code} ${cabin}`).toBe(cabinCapacity(size, cabin));
        }
      }
    }
  });

  it('digests counts whatever their order', () => {
    const a = new Map([
      ['X|Business', { sold: 1, held: 0 }],
      ['Y|Business', { sold: 0, held: 2 }],
    ]);
    const b = new Map([...a].reverse());
    expect(countsDigest(a)).toBe(countsDigest(b));
    expect(countsDigest(a)).not.toBe(countsDigest(new Map([['X|Business', { sold: 2, held: 0 }]])));
  });
});
