import aircraftData from '../data/aircraft.json' with { type: 'json' };
import {
  AIRCRAFT_BURN,
  B789_CCD_KG,
  CABIN_FACTORS,
  CARGO_SHARE,
  DEFAULT_STAND_IN,
  DISTANCE_ADJUSTMENT,
  KM_PER_NM,
  LOAD_FACTOR,
  LOWER_EMISSIONS_MARGIN,
  LTO_DISTANCE_NM,
  SIZE_CLASS_STAND_IN,
  TTW_CO2E_PER_KG_FUEL,
  WTT_CO2E_PER_KG_FUEL,
  type AircraftBurn,
  type SeatConfig,
} from '../data/emissions-factors';
import type { PricedItinerary, Segment } from '../../shared/contracts/flights';

/**
 * CO2e per traveller, after the Travel Impact Model (docs/flights-engine.md "Emissions"): the flight's
 * fuel (LTO + CCD at the adjusted distance) to well-to-wake CO2e, less the cargo share, over the
 * aircraft's seat area (Economy seat = 1), times the booked cabin's factor, over the load factor.
 * Pure: the constants are in src/services/data/emissions-factors.ts.
 */

// aircraft.json rows are [code, name, size].
const SIZE_OF = new Map<string, string>(aircraftData.rows.map((row) => [row[0]!, row[2]!]));

function burnOf(code: string): AircraftBurn {
  const own = AIRCRAFT_BURN[code];
  if (own) return own;
  const standIn = SIZE_CLASS_STAND_IN[SIZE_OF.get(code) ?? ''] ?? DEFAULT_STAND_IN;
  return AIRCRAFT_BURN[standIn]!;
}

/** The 787-9's CCD fuel at a distance: linear between TIM's points, extrapolated beyond both ends. */
function b789CcdKg(nm: number): number {
  const points = B789_CCD_KG;
  let index = points.findIndex(([distance]) => distance >= nm);
  if (index <= 0) index = index === 0 ? 1 : points.length - 1;
  const [x0, y0] = points[index - 1]!;
  const [x1, y1] = points[index]!;
  return Math.max(0, y0 + ((nm - x0) * (y1 - y0)) / (x1 - x0));
}

/** Fuel a flight of this type burns over this great-circle distance, kg (TIM steps 1-3). */
export function flightFuelKg(aircraftCode: string, distanceKm: number): number {
  const burn = burnOf(aircraftCode);
  const cruiseNm = Math.max(0, (distanceKm / KM_PER_NM) * DISTANCE_ADJUSTMENT - LTO_DISTANCE_NM);
  return burn.ltoKg + burn.ccdScale * b789CcdKg(cruiseNm);
}

function seatArea(seats: SeatConfig, factors: Record<keyof SeatConfig, number>): number {
  return (
    seats.Economy * factors.Economy +
    seats.PremiumEconomy * factors.PremiumEconomy +
    seats.Business * factors.Business +
    seats.First * factors.First
  );
}

const perSegment = new Map<string, number>();

/** Well-to-wake CO2e of one traveller on one flight in its booked cabin, kg (unrounded). */
export function segmentCo2eKg(segment: Pick<Segment, 'aircraft' | 'distanceKm' | 'cabinClass'>): number {
  const key = `${segment.aircraft.code}|${segment.distanceKm}|${segment.cabinClass}`;
  const known = perSegment.get(key);
  if (known !== undefined) return known;
  const burn = burnOf(segment.aircraft.code);
  const factors = CABIN_FACTORS[burn.body];
  const flightCo2e =
    flightFuelKg(segment.aircraft.code, segment.distanceKm) * (TTW_CO2E_PER_KG_FUEL + WTT_CO2E_PER_KG_FUEL);
  const passengersCo2e = flightCo2e * (1 - CARGO_SHARE[burn.body]);
  const perEconomySeat = passengersCo2e / seatArea(burn.seats, factors);
  const value = (perEconomySeat * factors[segment.cabinClass]) / LOAD_FACTOR;
  // Keys are few (types × routes × cabins): bounded by the network, cleared if that ever grows.
  if (perSegment.size > 50_000) perSegment.clear();
  perSegment.set(key, value);
  return value;
}

/** One traveller's CO2e over the itinerary's flights, whole kg. */
export function itineraryCo2eKg(itinerary: Pick<PricedItinerary, 'segments'>): number {
  return Math.round(itinerary.segments.reduce((sum, segment) => sum + segmentCo2eKg(segment), 0));
}

function medianOf(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * The journey's itineraries, each with its CO2e, the search's typical (median) figure and the "Lower
 * emissions" label (at least LOWER_EMISSIONS_MARGIN below typical). New objects: the session's
 * itineraries are shared and never changed.
 */
export function withEmissions(itineraries: PricedItinerary[]): PricedItinerary[] {
  const figures = itineraries.map(itineraryCo2eKg);
  const typicalKg = medianOf(figures);
  return itineraries.map((itinerary, index) => {
    const co2eKg = figures[index]!;
    return {
      ...itinerary,
      emissions: { co2eKg, typicalKg, lower: co2eKg <= typicalKg * (1 - LOWER_EMISSIONS_MARGIN) },
    };
  });
}
