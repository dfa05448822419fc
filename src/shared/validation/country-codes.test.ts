import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';

describe('COUNTRY_CODES', () => {
  it('is the list of regions libphonenumber-js knows, so a nationality is always a valid mobile country', () => {
    expect([...COUNTRY_CODES].sort()).toEqual([...getCountries()].sort());
  });
});
