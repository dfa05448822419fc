import { describe, expect, it } from 'vitest';
import type { JourneyFacets } from '../../shared/contracts/flights';
import {
  boundOrNull,
  countActiveFilters,
  durationRange,
  emptyFilters,
  flexibleDateOptions,
  priceRange,
  SORT_OPTIONS,
  toggleIn,
  toRequestFilters,
  type ResultFilters,
} from './result-filters';

const facets: JourneyFacets = {
  airlines: [],
  stops: [],
  price: { min: 5511.41, max: 9812.3 },
  durationMinutes: { min: 1365, max: 2340 },
  layoverAirports: [],
  seatProducts: { lieFlat: 0, directAisleAccess: 0 },
};

describe('results filters (spec §9)', () => {
  it('offers the five sort orders, best first', () => {
    expect(SORT_OPTIONS).toEqual(['best', 'cheapest', 'fastest', 'earliest', 'latest']);
  });

  it.each([
    [[], 1, undefined, [1]],
    [[0, 1], 1, undefined, [0]],
    [[2], 0, [0, 1, 2], [0, 2]],
    [['night'], 'early', ['early', 'morning', 'afternoon', 'evening', 'night'], ['early', 'night']],
  ] as const)('toggles %o with %o', (list, value, order, result) => {
    expect(
      toggleIn([...list] as (string | number)[], value, order as readonly (string | number)[] | undefined),
    ).toEqual(result);
  });

  it('sends only the filters that narrow the list', () => {
    expect(toRequestFilters(emptyFilters())).toEqual({});
    const narrowing = {
      stops: [0, 1],
      departureBands: ['early'],
      arrivalBands: ['night'],
      airlines: ['QF'],
      maxPrice: 6000,
      maxDurationMinutes: 1500,
      layoverAirports: ['SIN'],
    } satisfies Partial<ResultFilters>;
    expect(toRequestFilters({ ...emptyFilters(), ...narrowing })).toEqual(narrowing);
  });

  it('sends the seat-product filters (lieFlatOnly, directAisleOnly) only when ticked', () => {
    expect(toRequestFilters({ ...emptyFilters(), lieFlatOnly: true })).toEqual({ lieFlatOnly: true });
    expect(toRequestFilters({ ...emptyFilters(), directAisleOnly: true })).toEqual({ directAisleOnly: true });
  });

  it('sends "Lower emissions only" only when ticked, and counts it as a filter', () => {
    expect(toRequestFilters({ ...emptyFilters(), lowerEmissionsOnly: true })).toEqual({
      lowerEmissionsOnly: true,
    });
    expect(toRequestFilters({ ...emptyFilters(), lowerEmissionsOnly: false })).toEqual({});
    expect(countActiveFilters({ ...emptyFilters(), lowerEmissionsOnly: true })).toBe(1);
  });

  it.each([
    [emptyFilters(), 0],
    [{ ...emptyFilters(), stops: [0 as const] }, 1],
    [{ ...emptyFilters(), stops: [0 as const, 1 as const], airlines: ['QF'], maxPrice: 0 }, 3],
    [{ ...emptyFilters(), lieFlatOnly: true, directAisleOnly: true }, 2],
  ])('counts active filter groups of %o', (filters, count) => {
    expect(countActiveFilters(filters)).toBe(count);
  });

  it('bounds the price and duration sliders so the dearest and slowest stay in', () => {
    expect(priceRange(facets)).toEqual({ min: 5500, max: 9850, step: 50 });
    expect(priceRange({ ...facets, price: { min: 4000, max: 12001 } })).toEqual({
      min: 4000,
      max: 12100,
      step: 100,
    });
    expect(durationRange(facets)).toEqual({ min: 1350, max: 2340, step: 30 });
    expect(boundOrNull(9850, priceRange(facets))).toBeNull();
    expect(boundOrNull(7000, priceRange(facets))).toBe(7000);
  });
});

describe('flexible-date strip', () => {
  const grid = ['2026-12-12', '2026-12-15', '2026-12-18'].flatMap((depDate) =>
    ['2026-12-13', '2026-12-29'].map((retDate) => ({
      depDate,
      retDate,
      lowestPrice: retDate < depDate ? null : Number(depDate.slice(8)) * 100 + Number(retDate.slice(8)),
      journeyLowest:
        retDate < depDate ? [null, null] : [Number(depDate.slice(8)) * 100, Number(retDate.slice(8))],
    })),
  );

  it('varies the outbound with the same return while the outbound is chosen', () => {
    const options = flexibleDateOptions(grid, { depDate: '2026-12-15', retDate: '2026-12-29' }, 0);
    expect(options.map((option) => option.depDate)).toEqual(['2026-12-12', '2026-12-15', '2026-12-18']);
    expect(options.find((option) => option.isCurrent)?.depDate).toBe('2026-12-15');
    expect(options.find((option) => option.isCheapest)?.depDate).toBe('2026-12-12');
  });

  it('varies the return with the same outbound while the return is chosen, dropping returns before leaving', () => {
    const options = flexibleDateOptions(grid, { depDate: '2026-12-15', retDate: '2026-12-29' }, 1);
    expect(options.map((option) => option.retDate)).toEqual(['2026-12-29']);
  });

  it('shows a one-way search its own days', () => {
    const oneWay = [
      { depDate: '2026-12-14', retDate: null, lowestPrice: 100, journeyLowest: [100] },
      { depDate: '2026-12-15', retDate: null, lowestPrice: null, journeyLowest: [null] },
    ];
    const options = flexibleDateOptions(oneWay, { depDate: '2026-12-15', retDate: null }, 0);
    expect(options).toHaveLength(2);
    expect(options[1]).toMatchObject({ isCurrent: true, isCheapest: false });
  });

  // Issue 25: the return step showed the lowest outbound of the day plus the return ($10,097.44), a
  // trip the traveller could not buy with the outbound already chosen ($10,386.49 with it).
  it('prices the return days with the outbound already chosen, not the lowest outbound', () => {
    const cells = [
      {
        depDate: '2027-01-23',
        retDate: '2027-02-01',
        lowestPrice: 10_097.44,
        journeyLowest: [5_000, 5_097.44],
      },
      { depDate: '2027-01-23', retDate: '2027-02-02', lowestPrice: 10_200, journeyLowest: [5_000, 5_200] },
      { depDate: '2027-01-23', retDate: '2027-02-03', lowestPrice: null, journeyLowest: [5_000, null] },
    ];
    const current = { depDate: '2027-01-23', retDate: '2027-02-02' };
    const options = flexibleDateOptions(cells, current, 1, [5_186.49]);
    expect(options.map((option) => option.lowestPrice)).toEqual([10_283.93, 10_386.49, null]);
    expect(options.find((option) => option.isCheapest)?.retDate).toBe('2027-02-01');
    // The outbound step (nothing chosen yet) keeps the lowest whole-trip price of each day.
    expect(flexibleDateOptions(cells, current, 0).map((option) => option.lowestPrice)).toEqual([10_200]);
  });
});
