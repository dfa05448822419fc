import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatMobile, MobileSchema, splitMobile } from './mobile-field';
import { mobileOfParts } from './mobile-parts';

describe('formatMobile (issue 25, defect 10: "AU +61412345678")', () => {
  it.each([
    ['AU', '+61412345678', '+61 412 345 678'],
    ['AU', '0412 345 678', '+61 412 345 678'],
    ['JP', '+819012345678', '+81 90 1234 5678'],
    ['AU', 'not a number', 'not a number'],
  ])('%s %s reads %s', (country, number, shown) => {
    expect(formatMobile(country, number)).toBe(shown);
  });
});

describe('a mobile in three parts: country, area code, number (spec §3 "with country and area")', () => {
  const parse = (mobileArea: string | undefined, mobileNumber: string, mobileCountry = 'AU') =>
    v.safeParse(MobileSchema, { mobileCountry, mobileArea, mobileNumber });

  it.each([
    ['2', '9876 5432', 'AU', '+61298765432'],
    ['02', '98765432', 'AU', '+61298765432'],
    ['', '0412 345 678', 'AU', '+61412345678'],
    [undefined, '+61412345678', 'AU', '+61412345678'],
    ['213', '373-4253', 'US', '+12133734253'],
  ])('area %s and number %s (%s) are stored as %s', (area, number, country, stored) => {
    const result = parse(area, number, country);
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ mobileCountry: country, mobileNumber: stored });
  });

  it.each([
    ['12345', '9876 5432'],
    ['2a', '9876 5432'],
    ['9', '9876 5432'],
    ['2', '+61412345678'],
  ])('area %s with number %s is refused with the spec message', (area, number) => {
    const result = parse(area, number);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toContain('Please enter valid mobile number');
  });

  it.each([
    ['AU', '+61298765432', { mobileArea: '2', mobileNumber: '9876 5432' }],
    ['AU', '+61398765432', { mobileArea: '3', mobileNumber: '9876 5432' }],
    ['AU', '+61412345678', { mobileArea: '', mobileNumber: '0412 345 678' }],
    ['US', '+12133734253', { mobileArea: '213', mobileNumber: '373-4253' }],
    ['GB', '+442079460958', { mobileArea: '', mobileNumber: '020 7946 0958' }],
    ['AU', 'not a number', { mobileArea: '', mobileNumber: 'not a number' }],
    ['AU', '0298765432', { mobileArea: '', mobileNumber: '0298765432' }],
  ])('stored %s %s is shown back split as %o', (country, stored, parts) => {
    expect(splitMobile(country, stored)).toEqual(parts);
    if (parts.mobileNumber !== stored) {
      const again = parse(parts.mobileArea, parts.mobileNumber, country);
      expect(again.success && again.output.mobileNumber).toBe(stored);
    }
  });

  it('sends the area only when one was typed', () => {
    expect(mobileOfParts({ mobileCountry: 'AU', mobileArea: ' 2 ', mobileNumber: '9876 5432' })).toEqual({
      mobileCountry: 'AU',
      mobileArea: '2',
      mobileNumber: '9876 5432',
    });
    expect(mobileOfParts({ mobileCountry: 'AU', mobileArea: '', mobileNumber: '0412 345 678' })).toEqual({
      mobileCountry: 'AU',
      mobileNumber: '0412 345 678',
    });
  });

  it('shows a number with its area as people write it', () => {
    expect(formatMobile('AU', '9876 5432', '2')).toBe('+61 2 9876 5432');
    expect(formatMobile('AU', '0412 345 678', '')).toBe('+61 412 345 678');
  });
});
