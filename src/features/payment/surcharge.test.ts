import { describe, expect, it } from 'vitest';
import { formatRate, surchargeLines } from './surcharge';
import { formatCents } from '../../shared/domain/money';

describe('surcharge display', () => {
  it('formats cents with separators and the rate without noise', () => {
    expect(formatCents(291_420)).toBe('$2,914.20');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatRate(110)).toBe('1.1%');
    expect(formatRate(250)).toBe('2.5%');
    expect(formatRate(125)).toBe('1.25%');
  });

  it('words the surcharge, its cap and the total including it', () => {
    expect(
      surchargeLines({
        scheme: 'visa',
        rateBasisPoints: 110,
        capCents: 5_000,
        surchargeCents: 3_206,
        totalCents: 291_420,
        totalWithSurchargeCents: 294_626,
      }),
    ).toEqual({
      label: 'Visa card surcharge (1.1%, at most $50.00)',
      surcharge: '$32.06',
      total: '$2,946.26',
      totalCents: 294_626,
    });
    expect(
      surchargeLines({
        scheme: 'amex',
        rateBasisPoints: 250,
        capCents: null,
        surchargeCents: 2_500,
        totalCents: 100_000,
        totalWithSurchargeCents: 102_500,
      }).label,
    ).toBe('American Express card surcharge (2.5%)');
  });
});
