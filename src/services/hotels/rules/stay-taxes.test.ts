import { describe, expect, it } from 'vitest';
import { includedTaxCents, stayTaxOf } from './stay-taxes';

describe("a stay's included tax follows the property's country (issue 25, defect 8)", () => {
  it.each([
    [11_000, 'AU', 1000],
    [33_300, 'AU', 3027],
    [11_500, 'NZ', 1500],
    [11_000, 'JP', 1000],
    [12_000, 'GB', 2000],
    [10_900, 'SG', 900],
    [11_000, 'ZZ', 1000],
    [10_000, 'HK', 0],
  ])('tax included in %i cents (%s) is %i', (total, country, tax) => {
    expect(includedTaxCents(total, country)).toBe(tax);
  });

  it('names the tax as the local bill does, never Australian GST abroad', () => {
    expect(stayTaxOf('AU').label).toBe('GST');
    expect(stayTaxOf('JP').label).toBe('Consumption tax (10%)');
    expect(stayTaxOf('GB').label).toBe('VAT (20%)');
    expect(stayTaxOf('ZZ').label).toBe('Local taxes');
  });
});
