import type { CabinClass } from '../../shared/domain/fare-conditions';

/**
 * The constants of the CO2e estimate per traveller (emissions.rules.ts), after Google's Travel Impact
 * Model (TIM), methodology README of github.com/google/travel-impact-model (CC BY 4.0; see NOTICE.md).
 * Each constant names the README section it comes from. Where TIM relies on data we do not hold
 * (the EEA fuel table for every type, OAG seat maps, carrier load and cargo statistics) the
 * replacement is said beside it.
 */

/** kg CO2e per kg of jet fuel burnt, Tank-to-Wake: 74 g CO2e/MJ (CORSIA) × 43.1 MJ/kg (ISO 14083). TIM "Fuel burn". */
export const TTW_CO2E_PER_KG_FUEL = 3.1894;
/** kg CO2e per kg of jet fuel, Well-to-Tank (producing and carrying the fuel): 15 g CO2e/MJ × 43.1 MJ/kg. TIM "Fuel burn". */
export const WTT_CO2E_PER_KG_FUEL = 0.6465;

/**
 * Flown distance over great-circle distance when no route or country factor is known: +5.2% lateral
 * inefficiency (Teoh et al., GAIA 2019). TIM "Distance adjustment", step 3; we hold no route factors.
 */
export const DISTANCE_ADJUSTMENT = 1.052;
/** The EEA model flies 17 NM of every flight within its landing and take-off cycle. TIM "Example emission estimation". */
export const LTO_DISTANCE_NM = 17;
export const KM_PER_NM = 1.852;

/** TIM's global default passenger load factor, 84.5%. TIM "Load factors", tier 2. */
export const LOAD_FACTOR = 0.845;

/**
 * Share of a flight's emissions put on belly cargo. TIM takes it from carrier and route statistics;
 * we use the 8% of its worked wide-body example for wide-bodies and none for smaller aircraft, whose
 * bellies carry little besides bags.
 */
export const CARGO_SHARE = { narrow: 0, wide: 0.08 } as const;

export type Body = keyof typeof CARGO_SHARE;

/** Seat area of each cabin in economy seats (IATA RP 1726). TIM "Seating class factors". */
export const CABIN_FACTORS: Record<Body, Record<CabinClass, number>> = {
  narrow: { Economy: 1, PremiumEconomy: 1, Business: 1.5, First: 1.5 },
  wide: { Economy: 1, PremiumEconomy: 1.5, Business: 4, First: 5 },
};

/** LTO fuel and cruise-climb-descent (CCD) fuel by distance of the Boeing 787-9 (EEA 2023), TIM "Table 1". */
const B789_LTO_KG = 1638;
export const B789_CCD_KG: readonly (readonly [nm: number, kg: number])[] = [
  [500, 5852],
  [1000, 10874],
  [5000, 52962],
  [5500, 58072],
];

/** Seats per cabin of a type's usual configuration. */
export interface SeatConfig {
  Economy: number;
  PremiumEconomy: number;
  Business: number;
  First: number;
}

export interface AircraftBurn {
  body: Body;
  /** Fuel of the landing and take-off cycle, kg. */
  ltoKg: number;
  /**
   * CCD fuel as a multiple of the 787-9's at the same distance. TIM reads every type's own EEA row;
   * the README publishes only the 787-9's, so the other types scale that curve by their cruise burn
   * per nautical mile against the 787-9's (our approximation, from manufacturers' typical figures).
   */
  ccdScale: number;
  /** TIM divides by the flight's filed seat map (OAG); we hold none, so a typical layout per type. */
  seats: SeatConfig;
}

const seats = (Business: number, Economy: number, PremiumEconomy = 0, First = 0): SeatConfig => ({
  Economy,
  PremiumEconomy,
  Business,
  First,
});

/** Every type of aircraft.json (the curated fleets use only these codes), by IATA code. */
export const AIRCRAFT_BURN: Record<string, AircraftBurn> = {
  // Wide-bodies.
  '388': { body: 'wide', ltoKg: 3400, ccdScale: 1.95, seats: seats(70, 341, 60, 14) },
  '744': { body: 'wide', ltoKg: 3300, ccdScale: 1.7, seats: seats(58, 256, 36, 14) },
  '77W': { body: 'wide', ltoKg: 2560, ccdScale: 1.4, seats: seats(42, 282, 28, 8) },
  '77L': { body: 'wide', ltoKg: 2350, ccdScale: 1.28, seats: seats(38, 204, 24) },
  '351': { body: 'wide', ltoKg: 1900, ccdScale: 1.1, seats: seats(46, 250, 32) },
  '359': { body: 'wide', ltoKg: 1600, ccdScale: 0.94, seats: seats(40, 189, 24) },
  '781': { body: 'wide', ltoKg: 1750, ccdScale: 1.08, seats: seats(36, 301) },
  // The 787-9 seats of TIM's worked example: 48 Business, 21 Premium Economy, 188 Economy.
  '789': { body: 'wide', ltoKg: B789_LTO_KG, ccdScale: 1, seats: seats(48, 188, 21) },
  '788': { body: 'wide', ltoKg: 1500, ccdScale: 0.92, seats: seats(30, 208) },
  '332': { body: 'wide', ltoKg: 1900, ccdScale: 1.08, seats: seats(27, 271) },
  '333': { body: 'wide', ltoKg: 1950, ccdScale: 1.1, seats: seats(28, 269) },
  '339': { body: 'wide', ltoKg: 1700, ccdScale: 0.96, seats: seats(32, 234, 21) },
  '763': { body: 'wide', ltoKg: 1600, ccdScale: 0.88, seats: seats(24, 214) },
  // Narrow-bodies, regional jets and turboprops.
  '321': { body: 'narrow', ltoKg: 1000, ccdScale: 0.6, seats: seats(12, 185) },
  '32Q': { body: 'narrow', ltoKg: 900, ccdScale: 0.5, seats: seats(16, 180) },
  '320': { body: 'narrow', ltoKg: 800, ccdScale: 0.5, seats: seats(12, 150) },
  '32N': { body: 'narrow', ltoKg: 760, ccdScale: 0.44, seats: seats(8, 168) },
  '738': { body: 'narrow', ltoKg: 820, ccdScale: 0.48, seats: seats(12, 162) },
  '73H': { body: 'narrow', ltoKg: 820, ccdScale: 0.48, seats: seats(8, 168) },
  '7M8': { body: 'narrow', ltoKg: 760, ccdScale: 0.42, seats: seats(12, 162) },
  '223': { body: 'narrow', ltoKg: 600, ccdScale: 0.36, seats: seats(12, 125) },
  '290': { body: 'narrow', ltoKg: 580, ccdScale: 0.34, seats: seats(12, 108) },
  E90: { body: 'narrow', ltoKg: 620, ccdScale: 0.4, seats: seats(12, 88) },
  '717': { body: 'narrow', ltoKg: 640, ccdScale: 0.42, seats: seats(12, 98) },
  DH4: { body: 'narrow', ltoKg: 350, ccdScale: 0.27, seats: seats(0, 74) },
  AT7: { body: 'narrow', ltoKg: 220, ccdScale: 0.22, seats: seats(0, 70) },
  SF3: { body: 'narrow', ltoKg: 120, ccdScale: 0.11, seats: seats(0, 34) },
};

/** The type standing for each size class of aircraft.json when a type is not in the table above. */
export const SIZE_CLASS_STAND_IN: Record<string, string> = {
  heavy: '77W',
  wide: '333',
  narrow: '320',
  regional: 'E90',
  turboprop: 'DH4',
};

/** The stand-in for a type of no known size. */
export const DEFAULT_STAND_IN = '320';

/**
 * An itinerary is labelled "Lower emissions" when its CO2e is at least this far below the median of the
 * search's itineraries (Google Flights labels flights clearly below the route's typical figure; we take
 * the search's median as typical and 10% as "clearly").
 */
export const LOWER_EMISSIONS_MARGIN = 0.1;
