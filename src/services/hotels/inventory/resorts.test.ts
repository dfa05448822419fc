import { describe, expect, it } from 'vitest';
import { propertiesOf } from './properties';

const CITIES = ['TYO', 'LON', 'MEL', 'SYD', 'SIN', 'DPS', 'CNS', 'PAR', 'NYC'];

describe('resorts look like resorts (issue 25, defect 8)', () => {
  it('puts no resort in a city centre', () => {
    const central = CITIES.flatMap((city) => propertiesOf(city))
      .filter((property) => property.propertyType === 'Resort' && property.distanceFromCentreKm < 3)
      .map((property) => `${property.propertyId} ${property.distanceFromCentreKm} km`);
    expect(central).toEqual([]);
  });

  it('draws palms only where they grow: Tokyo and London resorts get a garden, Bali and Cairns palms', () => {
    const exteriorOf = (city: string) =>
      propertiesOf(city)
        .filter((property) => property.propertyType === 'Resort')
        .map((property) => property.images[0]?.src);
    for (const city of ['TYO', 'LON', 'MEL']) {
      expect(exteriorOf(city).length).toBeGreaterThan(0);
      expect(new Set(exteriorOf(city))).toEqual(new Set(['/images/hotels/exterior-resort-garden.svg']));
    }
    for (const city of ['DPS', 'CNS'])
      expect(new Set(exteriorOf(city))).toEqual(new Set(['/images/hotels/exterior-resort.svg']));
  });
});
