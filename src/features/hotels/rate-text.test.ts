import { describe, expect, it } from 'vitest';
import type { RoomRate } from '../../shared/contracts/hotel-rooms';
import { createTranslator, type Messages } from '../../shared/i18n/translate';
import { RESOURCES } from '../../lib/i18n/i18n';
import { withDisplayLocale } from '../../shared/i18n/request-locale.server';
import { cancellationLines, rateIncludes } from './rate-text';

// A flexible rate in Melbourne: free until 3 pm on 13 Dec (04:00 UTC), first night until check-in.
const rate: RoomRate = {
  rateId: 'flex-bb',
  board: 'Breakfast',
  refundable: true,
  freeCancellationUntil: '2026-12-13T04:00:00.000Z',
  cancellation: [
    { until: '2026-12-13T04:00:00.000Z', penaltyCents: 0, label: 'Free cancellation until 3 pm, Sun 13 Dec' },
    {
      until: '2026-12-16T03:00:00.000Z',
      penaltyCents: 21500,
      label: 'From 3 pm, Sun 13 Dec until check-in: …',
    },
    { until: null, penaltyCents: 64500, label: 'From check-in at 2 pm, Wed 16 Dec, …' },
  ],
  includes: ['Breakfast for 2', 'Free cancellation until 3 pm, Sun 13 Dec', 'Pay now'],
  nightly: [],
  totalCents: 64500,
  taxesCents: 5864,
  payment: 'PayNow',
};
const zone = 'Australia/Melbourne';
const words = (locale: 'en' | 'ja' | 'id') => createTranslator(RESOURCES[locale] as Messages, locale);

describe('a rate in the reader language', () => {
  it('keeps the Hotel API English as it is for English readers', () => {
    expect(rateIncludes(words('en'), rate, 2, zone, 'en')).toEqual(rate.includes);
    expect(cancellationLines(words('en'), rate, zone, 'en')[0]).toBe(
      'Free cancellation until 3 pm, Sun 13 Dec',
    );
  });

  it('rebuilds the same facts in Japanese on the property clock', () => {
    expect(rateIncludes(words('ja'), rate, 2, zone, 'ja')).toEqual([
      '朝食付き（2名分）',
      '12月13日(日) 15:00まで無料キャンセル可',
      '事前払い',
    ]);
    // Money follows the display locale, as on a page in Japanese.
    const lines = withDisplayLocale('ja', () => cancellationLines(words('ja'), rate, zone, 'ja'));
    expect(lines[1]).toBe(
      '12月13日(日) 15:00からチェックインまで：1泊分（A$215.00）のキャンセル料がかかります',
    );
    expect(lines[2]).toContain('全額（A$645.00）');
  });

  it('says a non-refundable rate in Indonesian', () => {
    const strict: RoomRate = {
      ...rate,
      refundable: false,
      board: 'RoomOnly',
      freeCancellationUntil: null,
      cancellation: [{ until: null, penaltyCents: 64500, label: 'Non-refundable: …' }],
    };
    expect(rateIncludes(words('id'), strict, 2, zone, 'id')).toEqual([
      'Hanya kamar',
      'Tidak dapat dikembalikan',
      'Bayar sekarang',
    ]);
    expect(withDisplayLocale('id', () => cancellationLines(words('id'), strict, zone, 'id'))[0]).toMatch(
      /^Tidak dapat dikembalikan: dikenakan AU\$\s?645,00 jika Anda membatalkan atau mengubah$/,
    );
  });
});
