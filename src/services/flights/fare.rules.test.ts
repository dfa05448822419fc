import { describe, expect, it } from 'vitest';
import { BRAND_FAMILIES, brandsFor, feeFor } from './fare-brands.rules';
import {
  adultBaseFare,
  advancePurchaseFactor,
  baseFareFor,
  loadFactorMultiplier,
  seatsLeft,
  soldShareOf,
  taxesFor,
  WEEKDAY_FACTORS,
} from './fare.rules';

const base = {
  distanceKm: 17000,
  cabin: 'Business' as const,
  brandFactor: 1,
  daysToDeparture: 30,
  weekday: 4,
  soldShare: 0.5,
  stops: 1,
  airline: 'QF',
};

describe('brands', () => {
  it.each(['Economy', 'PremiumEconomy', 'Business', 'First'] as const)(
    '%s: 2 or 3 brands, dearer brands give more',
    (cabin) => {
      for (const airline of ['QF', 'EK', 'SQ', 'VA', 'NZ', 'ZL']) {
        const brands = brandsFor(airline, cabin);
        expect(brands.length).toBeGreaterThanOrEqual(2);
        expect(brands.length).toBeLessThanOrEqual(3);
        for (let index = 1; index < brands.length; index += 1) {
          expect(brands[index]!.priceFactor).toBeGreaterThan(brands[index - 1]!.priceFactor);
          expect(brands[index]!.checkedPieces).toBeGreaterThanOrEqual(brands[index - 1]!.checkedPieces);
        }
      }
    },
  );

  it('keeps fee amounts consistent with the conditions', () => {
    for (const family of Object.values(BRAND_FAMILIES)) {
      for (const brand of family) {
        expect(brand.refundFee !== null).toBe(brand.refund === 'RefundableWithFee');
        expect(brand.exchangeFee !== null).toBe(brand.exchange === 'ExchangeableWithFee');
        expect(brand.seatSelectionIncluded).toBe(brand.seatFee === null);
      }
    }
  });

  it.each([
    [150, 700, 150],
    [150, 3001, 300],
    [null, 17000, null],
  ])('fee %s over %s km is %s', (fee, km, expected) => {
    expect(feeFor(fee, km)).toBe(expected);
  });
});

describe('prices', () => {
  it.each([
    [2, 1.5],
    [5, 1.35],
    [10, 1.2],
    [20, 1.1],
    [45, 1],
    [120, 0.93],
  ])('%s days ahead costs x%s', (days, factor) => {
    expect(advancePurchaseFactor(days)).toBe(factor);
  });

  it.each([
    [0.3, 1],
    [0.6, 1],
    [0.9, 1.18],
    [1, 1.24],
  ])('a %s-sold flight costs x%s', (share, factor) => {
    expect(loadFactorMultiplier(share)).toBeCloseTo(factor, 5);
  });

  it('rises with distance, cabin, brand, closeness, weekday and load', () => {
    const fare = adultBaseFare(base);
    expect(adultBaseFare({ ...base, distanceKm: 700 })).toBeLessThan(fare);
    expect(adultBaseFare({ ...base, cabin: 'Economy' })).toBeLessThan(fare);
    expect(adultBaseFare({ ...base, cabin: 'First' })).toBeGreaterThan(fare);
    expect(adultBaseFare({ ...base, brandFactor: 1.3 })).toBeGreaterThan(fare);
    expect(adultBaseFare({ ...base, daysToDeparture: 3 })).toBeGreaterThan(fare);
    expect(adultBaseFare({ ...base, weekday: 5 })).toBeGreaterThan(adultBaseFare({ ...base, weekday: 2 }));
    expect(adultBaseFare({ ...base, soldShare: 0.95 })).toBeGreaterThan(fare);
    expect(adultBaseFare({ ...base, stops: 0 })).toBeGreaterThan(fare);
    expect(WEEKDAY_FACTORS).toHaveLength(7);
  });

  it('gives Sydney-London Business a realistic one-way fare', () => {
    const fare = adultBaseFare(base);
    expect(fare).toBeGreaterThan(4000);
    expect(fare).toBeLessThan(10000);
  });

  it.each([
    ['Adult', 1000, 1000],
    ['Children', 1000, 750],
    ['Infants', 1000, 100],
  ] as const)('%s pays %s of %s', (type, adult, expected) => {
    expect(baseFareFor(type, adult)).toBe(expected);
  });
});

describe('taxesFor', () => {
  const domestic = { fromCountry: 'AU', toCountry: 'AU', distanceKm: 705 };
  const outbound = { fromCountry: 'AU', toCountry: 'SG', distanceKm: 6300 };
  const onward = { fromCountry: 'SG', toCountry: 'GB', distanceKm: 10900 };
  it.each([
    ['a domestic adult', [domestic], 'Adult', { AU: 23.1 }],
    ['an international adult from Australia', [outbound], 'Adult', { PMC: 70, AU: 55.8, YR: 75.6 }],
    ['an infant from Australia', [outbound], 'Infants', { PMC: 70 }],
    ['an adult via Singapore', [outbound, onward], 'Adult', { PMC: 70, AU: 55.8, YR: 206.4, XT: 48.6 }],
  ] as const)('%s', (_label, segments, type, expected) => {
    const taxes = Object.fromEntries(taxesFor([...segments], type).map((tax) => [tax.code, tax.amount]));
    expect(taxes).toEqual(expected);
  });
});

describe('seats', () => {
  it.each([
    [30, 0.5, 15, 9],
    [30, 0.8, 6, 6],
    [12, 1, 0, 0],
  ])('%s seats %s sold: %s left, %s shown', (capacity, share, left, shown) => {
    expect(seatsLeft(capacity, share)).toEqual({ left, shown });
  });

  it('fills flights as departure nears, deterministically', () => {
    const far = soldShareOf('QF1-2026-12-15-SYD', 'Business', 90);
    const near = soldShareOf('QF1-2026-12-15-SYD', 'Business', 2);
    expect(near).toBeGreaterThan(far);
    expect(soldShareOf('QF1-2026-12-15-SYD', 'Business', 90)).toBe(far);
    expect(near).toBeLessThanOrEqual(1);
  });
});
