import { describe, expect, it } from 'vitest';
import type { SeatMap } from '../../shared/contracts/seat-map';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import { THROUGH_FLIGHTS } from '../data/airline-products';
import { loadNetwork } from '../flights/network';
import { ProductLayer, seatProductOf, type AircraftChoice } from '../flights/products';
import { cabinCapacity } from '../flights/schedule.rules';
import { INCLUDED, seatsOf } from './seat-map.fixtures';
import { generateSeatMap } from './seat-map.rules';

/**
 * Issue 25, defect 3: the results card and the seat map of a flight describe one seat. For every aircraft
 * the engine flies (each operating route's type, and the through-flights'), in each premium cabin it sells,
 * the card's layout ("2-3-2", from the segment's seatProduct) is the map's seats across by block, and the
 * map's direct aisle access is the card's.
 */

const network = loadNetwork();
const products = new ProductLayer(network);

/** "2-3-2": seats across by block between aisles, as the map draws them (a blocked middle seat counts). */
function layoutOfMap(map: SeatMap): string {
  const blocks: number[] = [0];
  for (const column of map.columns) {
    blocks[blocks.length - 1]! += 1;
    if (column.aisleAfter) blocks.push(0);
  }
  return blocks.join('-');
}

/** The seat map as /Offer/SeatMap draws it for a segment the engine priced on this aircraft. */
function mapFor(choice: AircraftChoice, cabin: CabinClass, flightKey: string): SeatMap {
  const outcome = generateSeatMap({
    flightKey,
    aircraft: { code: choice.code, name: choice.name },
    cabin,
    daysToDeparture: 30,
    brand: INCLUDED,
    seatProduct: seatProductOf(choice.fleetType, cabin),
  });
  if (!outcome.ok) throw new Error(`${flightKey} ${cabin}: ${outcome.message}`);
  return outcome.seatMap;
}

function everyAircraftFlown(): Map<string, { choice: AircraftChoice; flightKey: string }> {
  const seen = new Map<string, { choice: AircraftChoice; flightKey: string }>();
  const add = (airline: string, choice: AircraftChoice, from: string) => {
    const key = `${airline} ${choice.code}`;
    if (!seen.has(key)) seen.set(key, { choice, flightKey: `${airline}1-2026-12-15-${from}` });
  };
  for (const routes of network.routesFrom.values()) {
    for (const route of routes) {
      if (products.isOperating(route)) add(route.airline, products.aircraftFor(route), route.from);
    }
  }
  for (const flight of THROUGH_FLIGHTS) {
    const leg = flight.legs[0]!;
    const route = network.routesFrom
      .get(leg.from)!
      .find((r) => r.airline === flight.airline && r.to === leg.to)!;
    add(flight.airline, products.aircraftByCode(route, flight.aircraft), leg.from);
  }
  return seen;
}

describe('the results card and the seat map (issue 25, defect 3)', () => {
  const flown = [...everyAircraftFlown().values()];
  const premium = flown.flatMap(({ choice, flightKey }) =>
    (['Business', 'First'] as CabinClass[])
      .filter((cabin) => choice.cabins.includes(cabin) && seatProductOf(choice.fleetType, cabin))
      .map((cabin) => ({ choice, cabin, flightKey })),
  );

  it('covers the curated fleets, Emirates 777-300ER Business among them', () => {
    expect(premium.length).toBeGreaterThan(100);
    expect(
      premium.some(({ choice, cabin }) => choice.code === '77W' && cabin === 'Business' && choice.name),
    ).toBe(true);
  });

  it('draws, for every premium cabin flown, the layout and aisle access the card shows', () => {
    const disagreements: string[] = [];
    for (const { choice, cabin, flightKey } of premium) {
      const product = seatProductOf(choice.fleetType, cabin)!;
      const map = mapFor(choice, cabin, flightKey);
      const aisle = seatsOf(map).every((seat) => seat.directAisleAccess === product.directAisleAccess);
      if (layoutOfMap(map) !== product.layout || !aisle)
        disagreements.push(
          `${flightKey} ${choice.code} ${cabin}: card ${product.layout}, map ${layoutOfMap(map)}`,
        );
      expect(seatsOf(map), `${flightKey} ${cabin}`).toHaveLength(cabinCapacity(choice.size, cabin));
    }
    expect(disagreements).toEqual([]);
  });

  it('EK365 Sydney-Dubai on the 777-300ER: the 2-3-2 of the card, no direct aisle access, no middle seat free of it', () => {
    const route = network.routesFrom.get('SYD')!.find((r) => r.airline === 'EK' && r.to === 'DXB')!;
    const choice = products.aircraftFor(route);
    expect(choice.code).toBe('77W');
    const map = mapFor(choice, 'Business', 'EK365-2026-12-15-SYD');
    expect(layoutOfMap(map)).toBe('2-3-2');
    expect(map.rows[0]!.seats.map((seat) => seat.column)).toEqual(['A', 'C', 'D', 'E', 'G', 'H', 'K']);
    expect(seatsOf(map).some((seat) => seat.directAisleAccess)).toBe(false);
  });

  it('keeps the middle seat of a European 3-3 business row free: 3-3 columns, four seats a row', () => {
    const route = network.routesFrom.get('LHR')!.find((r) => r.airline === 'BA' && r.to === 'CDG')!;
    const choice = products.aircraftFor(route);
    expect(seatProductOf(choice.fleetType, 'Business')?.layout).toBe('3-3');
    const map = mapFor(choice, 'Business', 'BA1-2026-12-15-LHR');
    expect(layoutOfMap(map)).toBe('3-3');
    for (const row of map.rows) expect(row.seats.map((seat) => seat.column)).not.toContain('B');
    expect(map.rows[0]!.seats).toHaveLength(4);
  });
});
