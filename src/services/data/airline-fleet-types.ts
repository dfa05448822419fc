import type { CabinClass } from '../../shared/domain/fare-conditions';

/** The shapes of the fleet table (airline-fleets.ts) and the helpers its rows are written with. */

export interface SeatSpec {
  /** The airline's name for the seat, where it is well known. */
  name: string | null;
  lieFlat: boolean;
  directAisleAccess: boolean;
  /** Seats across by block, window to window. */
  layout: string;
}

export interface FleetType {
  /** IATA aircraft type code (as in aircraft.json where the type is there). */
  code: string;
  name: string;
  /** The distances, great circle km, the airline uses the type on. */
  minKm: number;
  maxKm: number;
  cabins: CabinClass[];
  business: SeatSpec | null;
  first: SeatSpec | null;
}

export const seat = (layout: string, lieFlat: boolean, directAisleAccess: boolean, name: string | null = null) => ({
  name,
  lieFlat,
  directAisleAccess,
  layout,
});
/** Reverse herringbone or staggered suites: flat, every seat on the aisle. */
export const flat121 = (name: string | null = null) => seat('1-2-1', true, true, name);
/** Domestic and regional recliners, two by two. */
export const recliner22 = (name: string | null = null) => seat('2-2', false, false, name);
/** European short-haul business: economy seats with the middle one kept free. */
export const blockedMiddle = (name: string | null = null) => seat('3-3', false, false, name);

const CABIN_LETTERS: Record<string, CabinClass> = {
  Y: 'Economy',
  W: 'PremiumEconomy',
  J: 'Business',
  F: 'First',
};

export function type(
  code: string,
  name: string,
  [minKm, maxKm]: [number, number],
  cabins: string,
  business: SeatSpec | null = null,
  first: SeatSpec | null = null,
): FleetType {
  return { code, name, minKm, maxKm, cabins: [...cabins].map((letter) => CABIN_LETTERS[letter]!), business, first };
}

// Usual distance bands: regional up to ~1,500 km, narrow-bodies up to their range, wide-bodies from
// ~2,000 km (trunk routes) to their range.
export const NARROW: [number, number] = [0, 5600];
export const WIDE: [number, number] = [2000, 13500];
