import { describe, expect, it } from 'vitest';
import type { PricedItinerary } from '../../shared/contracts/flights';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import { AIRLINE_FLEETS } from '../data/airline-fleets';
import { SANCTIONED_CARRIERS } from '../data/airline-products';
import { facetsOf, Inventory, type JourneyQuery } from './inventory';
import { searchOneAdult } from './journey-search.fixture';
import { loadNetwork } from './network';
import { greatCircleKm } from '../../shared/places/great-circle';

const inventory = new Inventory(loadNetwork());
const NOW = new Date('2026-11-24T00:00:00Z');
const london = inventory.network.cities.get('LON')!.airports;

function search(
  origins: string[],
  destinations: string[],
  cabin: CabinClass = 'Business',
  extra: Partial<JourneyQuery> = {},
): PricedItinerary[] {
  return searchOneAdult(inventory, { origins, destinations, date: '2026-12-15', cabin, ...extra }, NOW);
}

const route = (item: PricedItinerary) =>
  item.segments.map((segment) => `${segment.flightNumber} ${segment.departure.code}-${segment.arrival.code}`);

const sydneyLondon = search(['SYD'], london);

describe('airlines and routes that do not operate', () => {
  it('never sells Aeroflot or another Russian carrier from Sydney to London', () => {
    expect(sydneyLondon.length).toBeGreaterThan(20);
    for (const item of sydneyLondon) {
      for (const segment of item.segments)
        expect(SANCTIONED_CARRIERS, route(item).join(', ')).not.toContain(segment.airline.code);
    }
    const moscow = inventory.network.routesFrom.get('SVO')!.find((r) => r.airline === 'SU' && r.to === 'LHR');
    if (moscow) expect(inventory.flightsOn(moscow, '2026-12-15')).toEqual([]);
  });

  it('has no SilkAir flights (merged into Singapore Airlines)', () => {
    const silkAir = [...inventory.network.routesFrom.values()].flat().filter((r) => r.airline === 'MI');
    expect(silkAir.length).toBeGreaterThan(0);
    for (const r of silkAir) expect(inventory.flightsOn(r, '2026-12-15')).toEqual([]);
  });
});

describe('Business searches and airlines without a business cabin', () => {
  it('never validates a Business fare on Scoot from Melbourne to Singapore', () => {
    const found = search(['MEL'], ['SIN']);
    expect(found.length).toBeGreaterThan(0);
    for (const item of found) {
      expect(item.validatingAirline).not.toBe('TR');
      for (const segment of item.segments) {
        if (segment.airline.code === 'TR') expect(segment.isMixedCabin).toBe(true);
      }
    }
  });
});

describe('aircraft from the airline fleet', () => {
  it('names each aircraft as a traveller reads it: "Boeing 787-10", not "787-10 pax" (issue 25)', () => {
    const raw = inventory.network.aircraft.filter((aircraft) => /\bpax\b/i.test(aircraft.name));
    expect(raw.map((aircraft) => aircraft.name)).toEqual([]);
    expect(inventory.network.aircraft.find((aircraft) => aircraft.code === '781')?.name).toBe(
      'Boeing 787-10',
    );
  });

  it.each([
    ['QF', ['763', '320']],
    ['SQ', ['744', '223', '788']],
    ['AC', ['744']],
  ])('%s flies only its curated types, none of %j', (airline, retired) => {
    const fleet = AIRLINE_FLEETS[airline]!.map((type) => type.code);
    const seen = new Set<string>();
    for (const origin of ['SYD', 'MEL', 'BNE', 'PER']) {
      for (const r of inventory.network.routesFrom.get(origin) ?? []) {
        if (r.airline !== airline) continue;
        for (const flight of inventory.flightsOn(r, '2026-12-15')) seen.add(flight.aircraftCode);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
    for (const code of seen) {
      expect(fleet).toContain(code);
      expect(retired).not.toContain(code);
    }
  });
});

describe('through-flights and hubs that matter to Australians', () => {
  it('finds QF1 Sydney-Singapore-London, one number, on the A380 with lie-flat Business Suites', () => {
    const qantas = search(['SYD'], london, 'Business', { preferredAirlines: ['QF'] });
    const viaSingapore = qantas.filter((item) => item.layovers.every((layover) => layover.airport === 'SIN'));
    const qf1 = viaSingapore.find((item) => item.segments.every((segment) => segment.flightNumber === 'QF1'));
    expect(qf1, qantas.slice(0, 5).map(route).join(' | ')).toBeDefined();
    expect(route(qf1!)).toEqual(['QF1 SYD-SIN', 'QF1 SIN-LHR']);
    expect(qf1!.layovers[0]!.durationMinutes).toBeLessThanOrEqual(180);
    for (const segment of qf1!.segments) {
      expect(segment.aircraft.code).toBe('388');
      expect(segment.seatProduct).toEqual({
        name: 'Business Suite',
        lieFlat: true,
        directAisleAccess: true,
        layout: '1-2-1',
      });
    }
  });

  it('finds QF9 Perth-London non-stop', () => {
    const found = search(['PER'], london, 'Business', { directOnly: true });
    expect(found.some((item) => item.segments.length === 1 && item.segments[0]!.flightNumber === 'QF9')).toBe(
      true,
    );
  });

  it.each([
    ['EK', 'DXB'],
    ['QR', 'DOH'],
    ['SQ', 'SIN'],
  ])('offers %s from Sydney to London through %s', (airline, hub) => {
    const found = search(['SYD'], london, 'Business', { preferredAirlines: [airline] });
    expect(
      found.some(
        (item) =>
          item.stops === 1 &&
          item.layovers[0]!.airport === hub &&
          item.segments.every((s) => s.airline.code === airline),
      ),
    ).toBe(true);
  });
});

describe('no backtracking', () => {
  it('brings London closer with every flight after the first (no Hong Kong-Singapore-London)', () => {
    const airports = inventory.network.airports;
    const left = (code: string) =>
      Math.min(...london.map((d) => greatCircleKm(airports.get(code)!, airports.get(d)!)));
    for (const item of sydneyLondon) {
      const stops = item.segments.map((segment) => segment.arrival.code);
      for (let index = 1; index < stops.length; index += 1) {
        expect(left(stops[index]!), route(item).join(', ')).toBeLessThan(left(stops[index - 1]!));
      }
      expect(route(item).join(',')).not.toMatch(/HKG-SIN/);
    }
  });

  it('also holds for two-stop routings in the route paths', () => {
    const paths = inventory.routePaths(['SYD'], london, 3).filter((path) => path.length === 3);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.some((path) => path[0]!.to === 'HKG' && path[1]!.to === 'SIN')).toBe(false);
  });
});

describe('seat products and their facets', () => {
  it('puts the booked cabin seat on each curated flight and counts lie-flat and direct-aisle itineraries', () => {
    const withProduct = sydneyLondon.filter((item) => item.segments.every((segment) => segment.seatProduct));
    expect(withProduct.length).toBeGreaterThan(0);
    const facets = facetsOf(sydneyLondon);
    const lieFlat = sydneyLondon.filter((item) => item.segments.every((s) => s.seatProduct?.lieFlat)).length;
    const aisle = sydneyLondon.filter((item) =>
      item.segments.every((s) => s.seatProduct?.directAisleAccess),
    ).length;
    expect(lieFlat).toBeGreaterThan(0);
    expect(aisle).toBeLessThanOrEqual(lieFlat + sydneyLondon.length);
    expect(facets.seatProducts).toEqual({ lieFlat, directAisleAccess: aisle });
  });

  it('gives domestic Business a recliner, not a bed', () => {
    const found = search(['SYD'], ['MEL'], 'Business', { preferredAirlines: ['VA'] });
    expect(found.length).toBeGreaterThan(0);
    for (const item of found)
      expect(item.segments[0]!.seatProduct).toMatchObject({ lieFlat: false, layout: '2-2' });
  });
});
