import { describe, expect, it } from 'vitest';
import { MEAL_CODES } from '../../shared/validation/fields';
import { MEAL_PREFERENCES } from '../utilities/utilities.rules';
import {
  baggageBandsFor,
  catalogueFor,
  centsOf,
  journeyDistanceKm,
  priceBaggageBand,
} from './ancillary.rules';

const economy = { cabinClass: 'Economy' as const };
const business = { cabinClass: 'Business' as const };

describe('priceBaggageBand', () => {
  it.each([
    // extra kg, km, brand, cents: (150 + 0.06 * km) per kg x band factor x cabin factor, up to a dollar
    [10, 700, economy, 2000], // 192 c/kg x 10 = 1920 -> $20
    [20, 700, economy, 3500], // 192 x 20 x 0.9 = 3456 -> $35
    [32, 700, economy, 5000], // 192 x 32 x 0.8 = 4915.2 -> $50
    [10, 17_000, economy, 10_500], // capped at 15,000 km: 1050 c/kg -> $105
    [32, 17_000, economy, 26_900], // 1050 x 32 x 0.8 = 26,880 -> $269
    [32, 17_000, business, 20_200], // x 0.75 = 20,160 -> $202
    [10, 0, economy, 1500],
  ] as const)('+%i kg over %i km (%j) costs %i cents', (kg, km, brand, cents) => {
    expect(priceBaggageBand(kg, km, brand)).toBe(cents);
  });

  it('costs more with distance and weight, less per kg for bigger bands, always whole dollars', () => {
    for (const km of [300, 1_500, 4_000, 9_000, 15_000]) {
      const [ten, twenty, heavy] = baggageBandsFor(0, [{ distanceKm: km }], economy).map((b) => b.priceCents);
      expect(ten! < twenty! && twenty! < heavy!).toBe(true);
      expect(heavy! / 32).toBeLessThan(ten! / 10 + 1);
      for (const cents of [ten, twenty, heavy]) expect(cents! % 100).toBe(0);
      expect(priceBaggageBand(20, km, economy)).toBeLessThan(priceBaggageBand(20, km + 1_000, economy) + 1);
    }
  });
});

describe('catalogueFor', () => {
  it('has three bands per journey, priced on the flown distance of its segments', () => {
    const catalogue = catalogueFor([
      { journeyIndex: 0, segments: [{ distanceKm: 700 }], brand: economy },
      { journeyIndex: 1, segments: [{ distanceKm: 6_300 }, { distanceKm: 10_900 }], brand: business },
    ]);
    expect(catalogue.baggage.map((band) => [band.journeyIndex, band.bandId, band.extraKg])).toEqual([
      [0, 'bag-10kg', 10],
      [0, 'bag-20kg', 20],
      [0, 'bag-32kg', 32],
      [1, 'bag-10kg', 10],
      [1, 'bag-20kg', 20],
      [1, 'bag-32kg', 32],
    ]);
    expect(catalogue.baggage[5]!.priceCents).toBe(priceBaggageBand(32, 17_200, business));
    expect(journeyDistanceKm([{ distanceKm: 6_300 }, { distanceKm: 10_900 }])).toBe(17_200);
  });

  it('offers every IATA meal code of GetMealPreferenceOptions, free', () => {
    const { meals } = catalogueFor([]);
    expect(meals.map((meal) => meal.code)).toEqual(MEAL_PREFERENCES.map((meal) => meal.code));
    expect(
      meals.every((meal) => meal.priceCents === 0 && (MEAL_CODES as readonly string[]).includes(meal.code)),
    ).toBe(true);
  });
});

describe('centsOf', () => {
  it.each([
    [0, 0],
    [1.005, 101],
    [2914.2, 291_420],
    [0.1 + 0.2, 30],
    [123.45, 12_345],
  ])('%d dollars is %i cents', (dollars, cents) => {
    expect(centsOf(dollars)).toBe(cents);
  });
});
