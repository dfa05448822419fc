import { describe, expect, it } from 'vitest';
import {
  leadFactor,
  nightPriceCents,
  occupancyFactor,
  seasonFactor,
  weekdayFactor,
  type NightPriceInput,
} from './pricing';

const BASE: NightPriceInput = {
  baseNightlyCents: 20_000,
  night: '2027-03-10',
  daysAhead: 30,
  occupancy: 0,
  southern: true,
  leisure: false,
  adults: 2,
  children: 0,
  board: 'RoomOnly',
  refundable: true,
  seedKey: 'htl_MEL_001|rm1',
};

describe('hotel pricing rules', () => {
  it.each([
    ['2026-12-20', true, 1.2],
    ['2026-07-15', true, 0.95],
    // The north's July is the south's January, its December the south's June.
    ['2026-07-15', false, 1.22],
    ['2026-12-20', false, 0.9],
  ])('season of %s (southern %s) is %d', (night, southern, factor) => {
    expect(seasonFactor(night, southern)).toBe(factor);
  });

  it.each([
    // 2027-03-12 is a Friday, 2027-03-10 a Wednesday, 2027-03-14 a Sunday.
    ['2027-03-12', true, 1.15],
    ['2027-03-10', true, 0.97],
    ['2027-03-12', false, 0.9],
    ['2027-03-10', false, 1.06],
    ['2027-03-14', false, 0.95],
  ])('weekday factor of %s (leisure %s) is %d', (night, leisure, factor) => {
    expect(weekdayFactor(night, leisure)).toBe(factor);
  });

  it.each([
    [0, 1.15],
    [5, 1.07],
    [30, 1],
    [200, 0.92],
  ])('lead time of %i days gives %d', (days, factor) => expect(leadFactor(days)).toBe(factor));

  it.each([
    [0, 1],
    [0.5, 1.15],
    [1, 1.3],
    [3, 1.3],
  ])('occupancy %d gives %d', (share, factor) => expect(occupancyFactor(share)).toBeCloseTo(factor));

  it('prices in whole dollars, dearer when fuller, cheaper when non-refundable, plus breakfast per guest', () => {
    const flex = nightPriceCents(BASE);
    expect(flex % 100).toBe(0);
    expect(nightPriceCents({ ...BASE, occupancy: 0.9 })).toBeGreaterThan(flex);
    expect(nightPriceCents({ ...BASE, refundable: false })).toBeLessThan(flex);
    const breakfast = nightPriceCents({ ...BASE, board: 'Breakfast' });
    expect(breakfast - flex).toBe(5600);
    expect(nightPriceCents({ ...BASE, adults: 3 }) - flex).toBe(3500);
    expect(nightPriceCents(BASE)).toBe(flex);
  });
});
