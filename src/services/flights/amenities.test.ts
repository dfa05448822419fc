import { describe, expect, it } from 'vitest';
import type { PricedItinerary, Segment } from '../../shared/contracts/flights';
import { amenitiesOf } from './amenities';
import { Inventory } from './inventory';
import { searchOneAdult } from './journey-search.fixture';
import { loadNetwork } from './network';

const inventory = new Inventory(loadNetwork());
const NOW = new Date('2026-11-24T00:00:00Z');

function search(origins: string[], destinations: string[], cabin: 'Economy' | 'Business'): PricedItinerary[] {
  return searchOneAdult(inventory, { origins, destinations, date: '2026-12-15', cabin }, NOW);
}

const segmentsOf = (items: PricedItinerary[]): Segment[] => items.flatMap((item) => item.segments);

describe('amenities of the product layer (issue 25: what Google Flights shows)', () => {
  it('gives a Qantas 787-9 its screens and power, and says nothing of Wi-Fi still being fitted', () => {
    expect(amenitiesOf('QF', '789', 'Business', false)).toEqual({
      wifi: null,
      power: 'outlet',
      entertainment: 'seatback',
    });
  });

  it('knows Qantas domestic Wi-Fi is free only where the flight is domestic', () => {
    expect(amenitiesOf('QF', '73H', 'Economy', true)?.wifi).toBe('free');
    expect(amenitiesOf('QF', '73H', 'Economy', false)?.wifi).toBeNull();
  });

  it('gives Business its own Wi-Fi where the airline charges Economy (Emirates)', () => {
    expect(amenitiesOf('EK', '388', 'Economy', false)?.wifi).toBe('paid');
    expect(amenitiesOf('EK', '388', 'Business', false)?.wifi).toBe('free');
  });

  it('says a regional turboprop has none of them', () => {
    expect(amenitiesOf('QF', 'DH4', 'Economy', true)).toEqual({
      wifi: 'none',
      power: 'none',
      entertainment: 'none',
    });
  });

  it('gives nothing for a type or an airline it does not know, rather than a guess', () => {
    expect(amenitiesOf('QF', '346', 'Business', false)).toBeNull();
    expect(amenitiesOf('XX', '789', 'Business', false)).toBeNull();
  });

  it('carries the amenities on a searched Qantas 787 segment, and none on a type it does not know', () => {
    const segments = segmentsOf(search(['SYD'], inventory.network.cities.get('LON')!.airports, 'Business'));
    const qantas787 = segments.find(
      (segment) => segment.airline.code === 'QF' && segment.aircraft.code === '789',
    );
    expect(qantas787?.amenities).toEqual({ wifi: null, power: 'outlet', entertainment: 'seatback' });
    const unknown = segments.find(
      (segment) => !['QF', 'EK', 'SQ', 'QR', 'NZ', 'VA', 'JQ'].includes(segment.airline.code),
    );
    expect(unknown).toBeDefined();
    expect(unknown?.amenities ?? null).toBeNull();
  });
});
