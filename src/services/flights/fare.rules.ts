import type { CabinClass, ExchangeCondition, RefundCondition } from '../../shared/domain/fare-conditions';
import { roundMoney } from '../../shared/domain/money';
import { unitHash } from './schedule.rules';

/** Pure fare rules: brands, prices, taxes and seat availability. Prices are in AUD. */

export const OFFER_TTL_MINUTES = 30;
export const MAX_SEATS_SHOWN = 9;

export interface BrandTemplate {
  code: string;
  name: string;
  refund: RefundCondition;
  refundFee: number | null;
  exchange: ExchangeCondition;
  exchangeFee: number | null;
  checkedPieces: number;
  checkedKgPerPiece: number;
  cabinKg: number;
  seatSelectionIncluded: boolean;
  seatFee: number | null;
  lounge: boolean;
  priority: boolean;
  /** Multiplier on the cabin's base fare. */
  priceFactor: number;
}

const brand = (
  code: string,
  name: string,
  refund: RefundCondition,
  refundFee: number | null,
  exchange: ExchangeCondition,
  exchangeFee: number | null,
  checkedPieces: number,
  checkedKgPerPiece: number,
  seatFee: number | null,
  lounge: boolean,
  priority: boolean,
  priceFactor: number,
  cabinKg = 7,
): BrandTemplate => ({
  code,
  name,
  refund,
  refundFee,
  exchange,
  exchangeFee,
  checkedPieces,
  checkedKgPerPiece,
  cabinKg,
  seatSelectionIncluded: seatFee === null,
  seatFee,
  lounge,
  priority,
  priceFactor,
});

/** Brand families per cabin, cheapest first. Fees are for short-haul; long-haul doubles them. */
export const BRAND_FAMILIES: Record<CabinClass, BrandTemplate[]> = {
  Economy: [
    brand('ECOLITE', 'Economy Saver', 'NotRefundable', null, 'NotAllowed', null, 0, 0, 35, false, false, 1),
    brand(
      'ECOCLASSIC',
      'Economy Classic',
      'RefundableWithFee',
      150,
      'ExchangeableWithFee',
      75,
      1,
      23,
      null,
      false,
      false,
      1.3,
    ),
    brand(
      'ECOFLEX',
      'Economy Flex',
      'Refundable',
      null,
      'Exchangeable',
      null,
      2,
      23,
      null,
      false,
      true,
      1.75,
    ),
  ],
  PremiumEconomy: [
    brand(
      'PEYSAVER',
      'Premium Economy Saver',
      'RefundableWithFee',
      250,
      'ExchangeableWithFee',
      150,
      2,
      23,
      null,
      false,
      true,
      1,
      10,
    ),
    brand(
      'PEYFLEX',
      'Premium Economy Flex',
      'Refundable',
      null,
      'Exchangeable',
      null,
      2,
      23,
      null,
      true,
      true,
      1.35,
      10,
    ),
    brand(
      'PEYPLUS',
      'Premium Economy Plus',
      'Refundable',
      null,
      'Exchangeable',
      null,
      3,
      23,
      null,
      true,
      true,
      1.6,
      10,
    ),
  ],
  Business: [
    brand(
      'BUSSAVER',
      'Business Saver',
      'RefundableWithFee',
      400,
      'ExchangeableWithFee',
      250,
      2,
      32,
      null,
      true,
      true,
      1,
      14,
    ),
    brand(
      'BUSFLEX',
      'Business Flex',
      'RefundableWithFee',
      150,
      'Exchangeable',
      null,
      2,
      32,
      null,
      true,
      true,
      1.3,
      14,
    ),
    brand(
      'BUSFREEDOM',
      'Business Freedom',
      'Refundable',
      null,
      'Exchangeable',
      null,
      3,
      32,
      null,
      true,
      true,
      1.65,
      14,
    ),
  ],
  First: [
    brand('FIRST', 'First', 'RefundableWithFee', 300, 'Exchangeable', null, 3, 32, null, true, true, 1, 14),
    brand(
      'FIRSTFLEX',
      'First Flex',
      'Refundable',
      null,
      'Exchangeable',
      null,
      3,
      32,
      null,
      true,
      true,
      1.25,
      14,
    ),
  ],
};

/** The brands an airline sells in a cabin: two or three of the family (the top one only at some airlines). */
export function brandsFor(airline: string, cabin: CabinClass): BrandTemplate[] {
  const family = BRAND_FAMILIES[cabin];
  const count = family.length === 3 && unitHash('brands', airline, cabin) < 0.4 ? 2 : family.length;
  return family.slice(0, count);
}

/** A brand's fees for a trip length: long-haul (over 3,000 km) doubles the short-haul fees. */
export function feeFor(fee: number | null, distanceKm: number): number | null {
  if (fee === null) return null;
  return distanceKm > 3000 ? fee * 2 : fee;
}

export function mealsFor(cabin: CabinClass, distanceKm: number): string {
  if (distanceKm < 900) return cabin === 'Economy' ? 'Snack and drinks' : 'Light meal and drinks';
  if (distanceKm < 4000)
    return cabin === 'Economy' || cabin === 'PremiumEconomy'
      ? 'Meal and drinks'
      : 'Dine-on-demand meal with wine';
  return cabin === 'Economy'
    ? 'Two meals and drinks'
    : cabin === 'PremiumEconomy'
      ? 'Two premium meals and drinks'
      : 'Multi-course dining on demand';
}

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

export const STOP_FACTORS = [1, 0.92, 0.86] as const;

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
