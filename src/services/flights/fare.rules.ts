import type { CabinClass } from '../../shared/domain/fare-conditions';
import { roundMoney } from '../../shared/domain/money';
import { unitHash } from './schedule.rules';

/** Pure fare rules: prices, taxes and seat availability, in AUD. The brands are in fare-brands.rules.ts. */

export const OFFER_TTL_MINUTES = 30;

/**
 * How long an offer's prices and seat holds last. 20 minutes: long enough to enter passengers, pick
 * seats and pay, short enough that abandoned bookings free their seats quickly; the search session
 * (30 minutes) outlives it so a lapsed offer can be re-priced from the same results.
 */
export const OFFER_HOLD_MINUTES = 20;
const MAX_SEATS_SHOWN = 9;

const CABIN_TARIFF: Record<CabinClass, { fixed: number; perKm08: number }> = {
  Economy: { fixed: 60, perKm08: 0.45 },
  PremiumEconomy: { fixed: 120, perKm08: 1.0 },
  Business: { fixed: 200, perKm08: 2.5 },
  First: { fixed: 400, perKm08: 4.5 },
};

/** Price multiplier by days from booking to departure: last-minute fares cost more. */
export function advancePurchaseFactor(daysToDeparture: number): number {
  if (daysToDeparture <= 3) return 1.5;
  if (daysToDeparture <= 7) return 1.35;
  if (daysToDeparture <= 14) return 1.2;
  if (daysToDeparture <= 21) return 1.1;
  if (daysToDeparture <= 60) return 1;
  return 0.93;
}

/** Price multiplier by departure weekday (0 Sunday): Fridays and Sundays dearest, mid-week cheapest. */
export const WEEKDAY_FACTORS = [1.06, 1.03, 0.95, 0.95, 1, 1.08, 0.97] as const;

/** Price multiplier by the share of seats already sold: fuller flights sell higher fare buckets. */
export function loadFactorMultiplier(soldShare: number): number {
  return 1 + 0.6 * Math.max(0, Math.min(1, soldShare) - 0.6);
}

const STOP_FACTORS = [1, 0.92, 0.86] as const;

export interface FareInputs {
  /** Great-circle distance between the journey's origin and destination. */
  distanceKm: number;
  cabin: CabinClass;
  brandFactor: number;
  daysToDeparture: number;
  weekday: number;
  soldShare: number;
  stops: number;
  airline: string;
}

/** The adult base fare (before taxes) of a journey, in whole dollars. */
export function adultBaseFare(inputs: FareInputs): number {
  const tariff = CABIN_TARIFF[inputs.cabin];
  const airlineFactor = 0.9 + unitHash('airline-price', inputs.airline) * 0.25;
  const value =
    (tariff.fixed + tariff.perKm08 * Math.max(inputs.distanceKm, 150) ** 0.8) *
    inputs.brandFactor *
    advancePurchaseFactor(inputs.daysToDeparture) *
    (WEEKDAY_FACTORS[inputs.weekday] ?? 1) *
    loadFactorMultiplier(inputs.soldShare) *
    (STOP_FACTORS[inputs.stops] ?? 0.86) *
    airlineFactor;
  return Math.round(value);
}

/** Children pay 75% of the adult fare, infants (on a lap) 10%. */
export function baseFareFor(passengerType: 'Adult' | 'Children' | 'Infants', adultFare: number): number {
  if (passengerType === 'Children') return Math.round(adultFare * 0.75);
  if (passengerType === 'Infants') return Math.round(adultFare * 0.1);
  return adultFare;
}

export interface TaxSegment {
  fromCountry: string;
  toCountry: string;
  distanceKm: number;
}

/** Taxes and charges per passenger of a journey, listed separately from the fare. */
export function taxesFor(
  segments: TaxSegment[],
  passengerType: 'Adult' | 'Children' | 'Infants',
): { code: string; name: string; amount: number }[] {
  const totals = new Map<string, { name: string; amount: number }>();
  const add = (code: string, name: string, amount: number) => {
    const current = totals.get(code);
    totals.set(code, { name, amount: roundMoney((current?.amount ?? 0) + amount) });
  };
  const infant = passengerType === 'Infants';
  for (const segment of segments) {
    const international = segment.fromCountry !== segment.toCountry;
    if (segment.fromCountry === 'AU') {
      if (international) add('PMC', 'Passenger Movement Charge (Australia)', 70);
      if (!infant) add('AU', 'Australian airport and security charges', international ? 55.8 : 23.1);
    } else if (!infant) {
      add('XT', 'Overseas airport and government charges', international ? 48.6 : 19.4);
    }
    if (!infant && international)
      add('YR', 'Carrier-imposed charges', roundMoney(segment.distanceKm * 0.012));
  }
  return [...totals.entries()].map(([code, tax]) => ({ code, ...tax }));
}

/**
 * Share of a cabin already sold on a flight: a per-flight base that fills up as departure nears.
 * Deterministic from the flight key and the day of the search.
 */
export function soldShareOf(flightKey: string, cabin: CabinClass, daysToDeparture: number): number {
  const base = 0.3 + unitHash('load', flightKey, cabin) * 0.45;
  const closeIn = Math.max(0, 1 - Math.max(daysToDeparture, 0) / 90);
  return Math.min(
    1,
    base + (1 - base) * closeIn * closeIn * (0.6 + unitHash('fill', flightKey, cabin) * 0.5),
  );
}

/** Seats left to sell and the number shown (at most 9). */
export function seatsLeft(capacity: number, soldShare: number): { left: number; shown: number } {
  const left = Math.max(0, capacity - Math.round(capacity * soldShare));
  return { left, shown: Math.min(left, MAX_SEATS_SHOWN) };
}
