/** Pure connection rules of the itinerary builder. */

/** Default minimum connection times, minutes (issue 4): 60 within one country, 90 otherwise. */
const DEFAULT_MCT = { domestic: 60, international: 90 } as const;

/**
 * Per-airport minimum connection times where the default does not hold: terminal changes between
 * domestic and international flights (SYD, MEL, BNE, PER) and large international hubs.
 */
const MCT_OVERRIDES: Record<string, { domestic?: number; international?: number }> = {
  SYD: { international: 120 },
  MEL: { international: 105 },
  BNE: { international: 110 },
  PER: { international: 120 },
  LHR: { domestic: 90, international: 105 },
  LAX: { international: 120 },
  JFK: { international: 120 },
  DXB: { international: 75 },
  SIN: { international: 60 },
  HKG: { international: 60 },
  DOH: { international: 60 },
};

/** Longest layover allowed between two flights of an itinerary. */
export const MAX_LAYOVER_MINUTES = 24 * 60;

/** Minimum connection time at an airport between a flight arriving and one leaving. */
export function minimumConnectionMinutes(
  airport: string,
  inbound: { fromCountry: string; toCountry: string },
  outbound: { fromCountry: string; toCountry: string },
): number {
  const domestic =
    inbound.fromCountry === inbound.toCountry &&
    outbound.fromCountry === outbound.toCountry &&
    inbound.toCountry === outbound.fromCountry;
  const override = MCT_OVERRIDES[airport];
  if (domestic) return override?.domestic ?? DEFAULT_MCT.domestic;
  return override?.international ?? DEFAULT_MCT.international;
}

/** Whether a layover (minutes between arrival and departure) is long enough and not too long. */
export function isConnectionTimeValid(layoverMinutes: number, minimum: number): boolean {
  return layoverMinutes >= minimum && layoverMinutes <= MAX_LAYOVER_MINUTES;
}

/**
 * Longest total flown distance allowed for an origin-destination distance: generous on short trips (a
 * hop through a hub), tighter on long-haul (at most about 45% longer than the great circle).
 */
export function maxRoutingKm(greatCircleKm: number): number {
  const ratio = Math.min(2.2, 1.4 + 1000 / Math.max(greatCircleKm, 1));
  return greatCircleKm * ratio;
}

export function isWithinDetourLimit(flownKm: number, greatCircleKm: number): boolean {
  return flownKm <= maxRoutingKm(greatCircleKm);
}

/**
 * Longest domestic hop a traveller from a regional airport takes to reach an international gateway, even
 * when it moves away from the destination (issue 25, defect 4): Cairns to Sydney (1,973 km) for Singapore or
 * London, Gold Coast to Sydney for Tokyo. 2,000 km keeps those and leaves out trips across the continent
 * (Perth or Darwin to Sydney, over 3,000 km), which nobody flies to set off the other way.
 */
export const POSITIONING_MAX_KM = 2_000;

/**
 * Whether a journey's first flight may position the traveller at a gateway, whatever its direction: a
 * domestic flight of at most POSITIONING_MAX_KM into a more important airport (page rank; Brisbane and
 * Sydney over Cairns). The detour limit still bounds the whole routing; later flights must bring the
 * destination closer.
 */
export function isPositioningHop(
  from: { country: string; rank: number },
  to: { country: string; rank: number },
  distanceKm: number,
): boolean {
  return from.country === to.country && to.rank > from.rank && distanceKm <= POSITIONING_MAX_KM;
}

/** Two flights connect on one ticket when flown by the same airline or by partners of one alliance. */
export function canConnectAirlines(
  a: { code: string; alliance: string | null },
  b: { code: string; alliance: string | null },
): boolean {
  return a.code === b.code || (a.alliance !== null && a.alliance === b.alliance);
}
