import { describe, expect, it } from 'vitest';
import { DEFAULT_SURCHARGES, parseSurcharges } from '../platform/payment-config';
import { schemesMatching, surchargeCents } from './surcharge.rules';

describe('surchargeCents', () => {
  it('applies the rate in basis points, rounding half up to the cent', () => {
    expect(surchargeCents(100_000, { rateBasisPoints: 110, capCents: null })).toBe(1_100);
    // 12 345 × 1.1 % = 135.795 → 136; 12 344 × 1.1 % = 135.784 → 136; 12 300 × 1.1 % = 135.3 → 135
    expect(surchargeCents(12_345, { rateBasisPoints: 110, capCents: null })).toBe(136);
    expect(surchargeCents(12_300, { rateBasisPoints: 110, capCents: null })).toBe(135);
    expect(surchargeCents(50, { rateBasisPoints: 100, capCents: null })).toBe(1);
  });

  it('holds the surcharge to the cap', () => {
    expect(surchargeCents(10_000_000, { rateBasisPoints: 250, capCents: 12_500 })).toBe(12_500);
    expect(surchargeCents(0, DEFAULT_SURCHARGES.amex)).toBe(0);
  });

  it('finds the schemes that explain a confirmed total', () => {
    const total = 291_420;
    const visa = total + surchargeCents(total, DEFAULT_SURCHARGES.visa);
    expect(schemesMatching(total, visa, DEFAULT_SURCHARGES)).toEqual(['visa', 'mastercard', 'unionpay']);
    expect(schemesMatching(total, total + 1, DEFAULT_SURCHARGES)).toEqual([]);
  });
});

describe('parseSurcharges', () => {
  it('overrides the default table from CARD_SURCHARGES', () => {
    const table = parseSurcharges('visa:90:1000, amex:300:');
    expect(table.visa).toEqual({ rateBasisPoints: 90, capCents: 1000 });
    expect(table.amex).toEqual({ rateBasisPoints: 300, capCents: null });
    expect(table.jcb).toEqual(DEFAULT_SURCHARGES.jcb);
  });

  it('refuses entries it cannot read', () => {
    expect(() => parseSurcharges('maestro:100:1')).toThrow(/CARD_SURCHARGES/);
    expect(() => parseSurcharges('visa:1.5')).toThrow(/CARD_SURCHARGES/);
  });
});
