import { describe, expect, it } from 'vitest';
import enSeatMap from '../../lib/i18n/locales/en/seat-map.json';
import { seatCues, seatDetail } from './seat-detail';
import { seatDollars as dollars, seatFixture as seat } from './seat.fixture';

const words = enSeatMap.seatMap.detail;

describe('seatDetail: the line a sighted user sees for the seat under the pointer or focus', () => {
  it.each([
    [
      'a bassinet window seat for a fee',
      seat({ characteristics: ['W', 'K', 'B', 'I', 'L'], price: { amountCents: 12000, currency: 'AUD' } }),
      '12A · Window · Extra legroom · Bassinet · $120.00',
    ],
    [
      'an included middle seat',
      seat({ designator: '32B', position: 'middle', characteristics: ['9'] }),
      '32B · Middle · Included',
    ],
    [
      'an exit-row aisle seat',
      seat({
        designator: '31C',
        position: 'aisle',
        characteristics: ['A', 'E', 'L'],
        price: { amountCents: 7000, currency: 'AUD' },
      }),
      '31C · Aisle · Exit row · Extra legroom · $70.00',
    ],
    [
      'a suite with direct aisle access',
      seat({ directAisleAccess: true }),
      '12A · Window · Direct aisle access · Included',
    ],
    ['an occupied seat', seat({ occupied: true, available: false }), '12A · Window · Occupied'],
    ['a held seat', seat({ available: false }), '12A · Window · Unavailable'],
  ])('%s', (_, input, expected) => {
    expect(seatDetail(input, dollars, words)).toBe(expected);
  });

  it('adds who in the booking holds it', () => {
    expect(seatDetail(seat({}), dollars, words, 'held for Jane Citizen')).toBe(
      '12A · Window · Included · held for Jane Citizen',
    );
  });
});

describe('seatCues: the marks drawn on the seat itself', () => {
  it.each([
    ['a plain seat', seat({}), { bassinet: false, extraLegroom: false }],
    [
      'a bassinet bulkhead seat',
      seat({ characteristics: ['W', 'K', 'B', 'I', 'L'] }),
      { bassinet: true, extraLegroom: true },
    ],
    ['an exit-row seat', seat({ characteristics: ['A', 'E', 'L'] }), { bassinet: false, extraLegroom: true }],
  ])('%s', (_, input, expected) => {
    expect(seatCues(input)).toEqual(expected);
  });
});
