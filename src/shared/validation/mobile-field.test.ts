import { describe, expect, it } from 'vitest';
import { formatMobile } from './mobile-field';

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
