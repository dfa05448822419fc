import type { BoardType } from '../../../shared/contracts/hotel';
import { weekdayOf } from '../../../shared/domain/calendar-days';
import { hotelUnit } from './calendar';

/**
 * Nightly prices: a room type's base for two, scaled by season (by hemisphere), weekday (leisure places
 * dearer at weekends, city hotels midweek), lead time, how full the room type is that night, extra
 * guests and board; non-refundable rates are cheaper. Whole dollars, in cents.
 */

export interface NightPriceInput {
  baseNightlyCents: number;
  night: string;
  /** Whole days from today to the night. */
  daysAhead: number;
  /** Share of the night's allotment already taken, 0-1. */
  occupancy: number;
  southern: boolean;
  leisure: boolean;
  adults: number;
  children: number;
  board: BoardType;
  refundable: boolean;
  /** Stable per property and night: the small day-to-day wobble of real rates. */
  seedKey: string;
}

/** Month 1-12 → demand factor; northern summers mirror southern ones. */
const SOUTHERN_SEASON = [1.22, 1.12, 1.02, 1.05, 0.92, 0.9, 0.95, 0.92, 0.97, 1.04, 1.08, 1.2];

export function seasonFactor(night: string, southern: boolean): number {
  const month = Number(night.slice(5, 7));
  const index = southern ? month - 1 : (month + 5) % 12;
  return SOUTHERN_SEASON[index]!;
}

export function weekdayFactor(night: string, leisure: boolean): number {
  const weekday = weekdayOf(night);
  const weekend = weekday === 5 || weekday === 6;
  if (leisure) return weekend ? 1.15 : 0.97;
  return weekend ? 0.9 : weekday === 0 ? 0.95 : 1.06;
}

export function leadFactor(daysAhead: number): number {
  if (daysAhead < 3) return 1.15;
  if (daysAhead < 14) return 1.07;
  if (daysAhead > 120) return 0.92;
  return 1;
}

export function occupancyFactor(occupancy: number): number {
  return 1 + Math.min(1, Math.max(0, occupancy)) * 0.3;
}

const BREAKFAST_ADULT_CENTS = 2800;
const BREAKFAST_CHILD_CENTS = 1400;
const EXTRA_GUEST_CENTS = 3500;
const NON_REFUNDABLE_FACTOR = 0.88;

export function nightPriceCents(input: NightPriceInput): number {
  const wobble = 0.96 + hotelUnit(input.seedKey, input.night, 'wobble') * 0.08;
  let dollars =
    (input.baseNightlyCents / 100) *
    seasonFactor(input.night, input.southern) *
    weekdayFactor(input.night, input.leisure) *
    leadFactor(input.daysAhead) *
    occupancyFactor(input.occupancy) *
    wobble;
  dollars += (Math.max(0, input.adults + input.children - 2) * EXTRA_GUEST_CENTS) / 100;
  if (!input.refundable) dollars *= NON_REFUNDABLE_FACTOR;
  if (input.board === 'Breakfast')
    dollars += (input.adults * BREAKFAST_ADULT_CENTS + input.children * BREAKFAST_CHILD_CENTS) / 100;
  return Math.round(dollars) * 100;
}
