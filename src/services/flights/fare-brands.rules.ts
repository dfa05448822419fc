import type { CabinClass, ExchangeCondition, RefundCondition } from '../../shared/domain/fare-conditions';
import { unitHash } from './schedule.rules';

/**
 * The fare brands airlines sell in each cabin (Saver, Flex and the like): their conditions and fees,
 * which brands an airline offers, and the meals of a cabin by distance. Prices are in fare.rules.ts.
 */

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
// One row per brand, in brand()'s order (code, name, refund, fee, exchange, fee, checked pieces, kg per
// piece, seat fee, lounge, priority, price factor, cabin kg): a table reads better than wrapped calls.
// prettier-ignore
export const BRAND_FAMILIES: Record<CabinClass, BrandTemplate[]> = {
  Economy: [
    brand('ECOLITE',    'Economy Saver',         'NotRefundable',     null, 'NotAllowed',          null, 0, 0,  35,   false, false, 1),
    brand('ECOCLASSIC', 'Economy Classic',       'RefundableWithFee', 150,  'ExchangeableWithFee', 75,   1, 23, null, false, false, 1.3),
    brand('ECOFLEX',    'Economy Flex',          'Refundable',        null, 'Exchangeable',        null, 2, 23, null, false, true,  1.75),
  ],
  PremiumEconomy: [
    brand('PEYSAVER',   'Premium Economy Saver', 'RefundableWithFee', 250,  'ExchangeableWithFee', 150,  2, 23, null, false, true,  1,    10),
    brand('PEYFLEX',    'Premium Economy Flex',  'Refundable',        null, 'Exchangeable',        null, 2, 23, null, true,  true,  1.35, 10),
    brand('PEYPLUS',    'Premium Economy Plus',  'Refundable',        null, 'Exchangeable',        null, 3, 23, null, true,  true,  1.6,  10),
  ],
  Business: [
    brand('BUSSAVER',   'Business Saver',        'RefundableWithFee', 400,  'ExchangeableWithFee', 250,  2, 32, null, true,  true,  1,    14),
    brand('BUSFLEX',    'Business Flex',         'RefundableWithFee', 150,  'Exchangeable',        null, 2, 32, null, true,  true,  1.3,  14),
    brand('BUSFREEDOM', 'Business Freedom',      'Refundable',        null, 'Exchangeable',        null, 3, 32, null, true,  true,  1.65, 14),
  ],
  First: [
    brand('FIRST',      'First',                 'RefundableWithFee', 300,  'Exchangeable',        null, 3, 32, null, true,  true,  1,    14),
    brand('FIRSTFLEX',  'First Flex',            'Refundable',        null, 'Exchangeable',        null, 3, 32, null, true,  true,  1.25, 14),
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
