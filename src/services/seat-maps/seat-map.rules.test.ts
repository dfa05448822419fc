import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SEAT_MAP_UNAVAILABLE,
  SEAT_SELECTION_NOT_AVAILABLE,
  SeatMapSchema,
  type SeatMap,
} from '../../shared/contracts/seat-map';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import { seatsLeft, soldShareOf } from '../flights/fare.rules';
import { cabinCapacity } from '../flights/schedule.rules';
import { AIRCRAFT_OF_SIZE, INCLUDED, mapOf, patternOf, seatsOf, SOLD_CABINS } from './seat-map.fixtures';
import { generateSeatMap, markSeatsTaken, type SeatMapRequest } from './seat-map.rules';

describe('the grid', () => {
  it('covers every cabin the engine sells on every size', () => {
    expect(SOLD_CABINS).toHaveLength(11);
    expect(SOLD_CABINS).toContainEqual(['heavy', 'First']);
  });

  it.each(SOLD_CABINS)('%s %s: a consistent grid holding exactly the cabin capacity', (size, cabin) => {
    const map = mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin });
    expect(v.safeParse(SeatMapSchema, map).success).toBe(true);
    const letters = map.columns.map((column) => column.letter);
    expect(new Set(letters).size).toBe(letters.length);
    expect(map.columns.at(0)?.position).toBe('window');
    expect(map.columns.at(-1)?.position).toBe('window');
    expect(map.columns.at(-1)?.aisleAfter).toBe(false);

    const numbers = map.rows.map((row) => row.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).not.toContain(13);

    let shortRowSeen = false;
    for (const row of map.rows) {
      const columnsOfSeats = row.seats.map((seat) => seat.column);
      // In column order, each seat where its column says, named by row and column.
      expect(columnsOfSeats).toEqual(letters.filter((letter) => columnsOfSeats.includes(letter)));
      for (const seat of row.seats) {
        expect(seat.designator).toBe(`${row.number}${seat.column}`);
        expect(seat.position).toBe(map.columns.find((column) => column.letter === seat.column)?.position);
      }
      // Seats left out to meet the capacity are only in the rearmost rows.
      if (row.seats.length < letters.length) shortRowSeen = true;
      else expect(shortRowSeen, `row ${row.number} is full behind a short row`).toBe(false);
    }
    const designators = seatsOf(map).map((seat) => seat.designator);
    expect(new Set(designators).size).toBe(designators.length);
    expect(designators).toHaveLength(cabinCapacity(size, cabin));
  });

  it.each([
    ['turboprop', 'Economy', 'AB|CD'],
    ['regional', 'Economy', 'AC|DF'],
    ['narrow', 'Business', 'AC|DF'],
    ['narrow', 'Economy', 'ABC|DEF'],
    ['wide', 'Business', 'A|DG|K'],
    ['wide', 'PremiumEconomy', 'AC|DEF|HK'],
    ['wide', 'Economy', 'ABC|DEF|HJK'],
    ['heavy', 'First', 'A|E|K'],
    ['heavy', 'Business', 'A|DG|K'],
    ['heavy', 'PremiumEconomy', 'AC|DEFG|HK'],
    ['heavy', 'Economy', 'ABC|DEFG|HJK'],
  ] as const)('%s %s is laid out %s', (size, cabin, pattern) => {
    expect(patternOf(mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin }))).toBe(pattern);
  });

  it.each(['wide', 'heavy'] as const)('%s Business: every seat has direct aisle access', (size) => {
    for (const seat of seatsOf(mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin: 'Business' }))) {
      expect(seat.directAisleAccess, seat.designator).toBe(true);
      expect(seat.characteristics, seat.designator).toContain('A');
    }
  });

  it('narrow-body Business is 2-2 without direct aisle access at the window', () => {
    const map = mapOf({ aircraft: { code: '738' }, cabin: 'Business' });
    const seat = seatsOf(map).find((candidate) => candidate.designator === '1A');
    expect(seat).toMatchObject({ position: 'window', directAisleAccess: false });
    expect(seat?.characteristics).not.toContain('A');
  });

  it.each(SOLD_CABINS)('%s %s: position codes W, A, 9 follow the columns', (size, cabin) => {
    for (const seat of seatsOf(mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin }))) {
      expect(seat.characteristics.includes('W')).toBe(seat.position === 'window');
      expect(seat.characteristics.includes('9')).toBe(seat.position === 'middle');
      if (seat.position === 'aisle') expect(seat.characteristics).toContain('A');
    }
  });
});

describe('exits, bulkheads, bassinets and wings', () => {
  it.each(SOLD_CABINS)('%s %s: exit codes and restrictions exactly on exit rows', (size, cabin) => {
    const map = mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin });
    for (const row of map.rows) {
      for (const seat of row.seats) {
        expect(seat.characteristics.includes('E'), seat.designator).toBe(row.isExitRow);
        if (row.isExitRow) {
          expect(seat.characteristics).toEqual(expect.arrayContaining(['L', '1A', 'IE']));
          expect(seat.restrictions).toEqual(['NoChildren', 'NoInfants']);
        } else expect(seat.restrictions).toBeUndefined();
      }
    }
    if (cabin === 'Economy') expect(map.rows.some((row) => row.isExitRow)).toBe(true);
  });

  it.each(SOLD_CABINS)('%s %s: bassinets only at bulkheads, never in exit rows', (size, cabin) => {
    for (const row of mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin }).rows) {
      for (const seat of row.seats.filter((candidate) => candidate.characteristics.includes('B'))) {
        expect(seat.characteristics, seat.designator).toContain('K');
        expect(row.isExitRow).toBe(false);
      }
    }
  });

  it.each([
    ['wide', 'Business'],
    ['wide', 'Economy'],
    ['heavy', 'Business'],
    ['heavy', 'PremiumEconomy'],
  ] as const)('%s %s has bassinet positions', (size, cabin) => {
    const map = mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin });
    expect(seatsOf(map).some((seat) => seat.characteristics.includes('B'))).toBe(true);
  });

  it.each(SOLD_CABINS)('%s %s: over-wing rows are the middle third of economy', (size, cabin) => {
    const map = mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin });
    const count = map.rows.length;
    map.rows.forEach((row, index) => {
      const middleThird = index >= Math.floor(count / 3) && index < Math.ceil((count * 2) / 3);
      expect(row.overWing, `row ${row.number}`).toBe(cabin === 'Economy' && middleThird);
      for (const seat of row.seats) expect(seat.characteristics.includes('OW')).toBe(row.overWing);
    });
  });

  it.each(SOLD_CABINS)('%s %s: galleys or lavatories at the front or back', (size, cabin) => {
    const map = mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin });
    const facilities = map.rows.flatMap((row) => row.facilities ?? []);
    expect(facilities.length).toBeGreaterThan(0);
    expect(map.rows[0]!.seats.every((seat) => seat.characteristics.includes('K'))).toBe(true);
  });
});

describe('occupied seats', () => {
  it('gives the same map for the same flight, cabin and day', () => {
    const request = {
      flightKey: 'VA123-2027-01-05-MEL',
      aircraft: { code: '738' },
      cabin: 'Economy' as const,
    };
    expect(mapOf({ ...request, daysToDeparture: 12 })).toEqual(mapOf({ ...request, daysToDeparture: 12 }));
    const occupied = (map: SeatMap) =>
      seatsOf(map)
        .filter((seat) => seat.occupied)
        .map((seat) => seat.designator);
    expect(occupied(mapOf({ ...request, daysToDeparture: 12 }))).not.toEqual(
      occupied(mapOf({ ...request, flightKey: 'VA125-2027-01-05-MEL', daysToDeparture: 12 })),
    );
  });

  const flights = [
    'QF1-2026-12-21-SYD',
    'EK413-2027-02-02-SYD',
    'NZ102-2027-03-09-AKL',
    'JQ501-2026-12-24-SYD',
  ];
  const cases = SOLD_CABINS.flatMap(([size, cabin]) =>
    flights.flatMap((flightKey) => [0, 5, 30, 120].map((days) => ({ size, cabin, flightKey, days }))),
  );

  it.each(cases)(
    "$size $cabin $flightKey at $days days: free seats are the fare engine's seats left",
    ({ size, cabin, flightKey, days }) => {
      const map = mapOf({
        aircraft: { code: AIRCRAFT_OF_SIZE[size] },
        cabin,
        flightKey,
        daysToDeparture: days,
      });
      const capacity = cabinCapacity(size, cabin);
      const share = soldShareOf(flightKey, cabin, days);
      const seats = seatsOf(map);
      const occupied = seats.filter((seat) => seat.occupied).length;
      expect(Math.abs(occupied - capacity * share)).toBeLessThanOrEqual(0.5);
      expect(seats.filter((seat) => seat.available)).toHaveLength(seatsLeft(capacity, share).left);
      for (const seat of seats) expect(seat.available).toBe(!seat.occupied);
    },
  );

  it('keeps the seats sold earlier occupied as the flight fills', () => {
    for (const flightKey of flights) {
      const request = { flightKey, aircraft: { code: '388' }, cabin: 'Economy' as const };
      const early = seatsOf(mapOf({ ...request, daysToDeparture: 80 })).filter((seat) => seat.occupied);
      const late = new Set(
        seatsOf(mapOf({ ...request, daysToDeparture: 3 }))
          .filter((seat) => seat.occupied)
          .map((seat) => seat.designator),
      );
      expect(late.size).toBeGreaterThanOrEqual(early.length);
      for (const seat of early) expect(late.has(seat.designator), seat.designator).toBe(true);
    }
  });

  it('fills windows before middles and the front before the back', () => {
    const rate = (seats: { occupied: boolean }[]) =>
      seats.filter((seat) => seat.occupied).length / seats.length;
    const all = flights.flatMap((flightKey) =>
      mapOf({ flightKey, aircraft: { code: '333' }, cabin: 'Economy', daysToDeparture: 40 }).rows.flatMap(
        (row, index, rows) => row.seats.map((seat) => ({ ...seat, front: index < rows.length / 2 })),
      ),
    );
    expect(rate(all.filter((seat) => seat.position === 'window'))).toBeGreaterThan(
      rate(all.filter((seat) => seat.position === 'middle')) + 0.2,
    );
    expect(rate(all.filter((seat) => seat.front))).toBeGreaterThan(rate(all.filter((seat) => !seat.front)));
  });

  it('marks seats taken by other bookings, and a full cabin is not selectable', () => {
    const map = mapOf({ aircraft: { code: '738' }, cabin: 'Business' });
    const taken = markSeatsTaken(map, ['1A', '99Z']);
    expect(seatsOf(taken).find((seat) => seat.designator === '1A')).toMatchObject({
      available: false,
      occupied: true,
    });
    expect(seatsOf(map).find((seat) => seat.designator === '1A')?.occupied).toBe(seatsOf(map)[0]!.occupied);
    const full = markSeatsTaken(
      map,
      seatsOf(map).map((seat) => seat.designator),
    );
    expect(full).toMatchObject({ selectable: false, reason: SEAT_SELECTION_NOT_AVAILABLE });
  });
});

describe('bad input', () => {
  const base: SeatMapRequest = {
    flightKey: 'QF1-2026-12-21-SYD',
    aircraft: { code: '789' },
    cabin: 'Business',
    daysToDeparture: 30,
    brand: INCLUDED,
  };

  it.each([
    ['an unknown aircraft code', { aircraft: { code: 'ZZZ' } }],
    ['a cabin the aircraft does not have (Business on a turboprop)', { aircraft: { code: 'AT7' } }],
    ['a cabin the aircraft does not have (First on a wide-body)', { cabin: 'First' as const }],
    ['a cabin that is not one', { cabin: 'Steerage' as CabinClass }],
    ['days that are not a number', { daysToDeparture: Number.NaN }],
    ['no flight key', { flightKey: '' }],
  ])('%s: "Seat map is unavailable."', (_name, overrides) => {
    expect(generateSeatMap({ ...base, ...overrides })).toEqual({ ok: false, message: SEAT_MAP_UNAVAILABLE });
    expect(SEAT_MAP_UNAVAILABLE).toBe('Seat map is unavailable.');
  });

  it("an unknown aircraft code with a fallback size takes that size's layout and the given name", () => {
    const map = mapOf({ aircraft: { code: 'ZZZ', name: 'Future jet' }, fallbackSize: 'narrow' });
    expect(map.aircraft).toEqual({ code: 'ZZZ', name: 'Future jet' });
    expect(patternOf(map)).toBe('AC|DF');
  });

  it("a known code takes the fleet table's size over the fallback", () => {
    expect(patternOf(mapOf({ aircraft: { code: '789' }, fallbackSize: 'narrow' }))).toBe('A|DG|K');
  });
});
