import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { landlineOf } from './phones';
import { hotelCities } from './places';
import { propertiesOf } from './properties';

describe('hotel phone numbers (issue 25, defect 8: a Tokyo hotel showed "+26 965 858")', () => {
  it('gives properties in every city a valid landline of their own country', () => {
    const wrong: string[] = [];
    for (const city of hotelCities().values()) {
      for (const index of [1, 2, 3, 4]) {
        const number = landlineOf(city, `htl_${city.code}_00${index}`) ?? '';
        const phone = parsePhoneNumberFromString(number);
        if (
          !phone?.isValid() ||
          phone.country !== city.countryCode ||
          !/FIXED_LINE/.test(phone.getType() ?? '')
        )
          wrong.push(`${city.code} ${city.countryCode} "${number}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('puts a city hotel in its city area, in the format people dial from Australia', () => {
    expect(propertiesOf('TYO')[3]?.phone).toMatch(/^\+81 3 \d{4} \d{4}$/);
    expect(propertiesOf('LON')[3]?.phone).toMatch(/^\+44 20 \d{4} \d{4}$/);
    expect(propertiesOf('SYD')[3]?.phone).toMatch(/^\+61 2 \d{4} \d{4}$/);
    expect(propertiesOf('PER')[3]?.phone).toMatch(/^\+61 8 \d{4} \d{4}$/);
    expect(propertiesOf('SIN')[3]?.phone).toMatch(/^\+65 [36]\d{3} \d{4}$/);
  });

  it("keeps a property's number the same on every read", () => {
    const property = propertiesOf('TYO')[5]!;
    expect(JSON.parse(JSON.stringify(property)).phone).toBe(property.phone);
  });
});
