import { describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/contracts/seat-map';
import { describeSeat, SEAT_LABEL_TEXTS } from './seat-label';
import { seatDollars as dollars, seatFixture } from './seat.fixture';

const seat = (overrides: Partial<Seat>): Seat => seatFixture({ designator: '7A', ...overrides });

describe('describeSeat', () => {
  it.each([
    [
      'a business suite, included',
      seat({ directAisleAccess: true, characteristics: ['W', 'A'] }),
      '7A, window, direct aisle access, included',
    ],
    [
      'a business suite, priced',
      seat({ directAisleAccess: true, price: { amountCents: 12000, currency: 'AUD' } }),
      '7A, window, direct aisle access, $120.00',
    ],
    [
      'an occupied suite',
      seat({ directAisleAccess: true, occupied: true, available: false }),
      '7A, window, direct aisle access, occupied',
    ],
    ['a held seat', seat({ available: false }), '7A, window, unavailable'],
    [
      'an exit-row aisle seat for a fee',
      seat({
        designator: '15C',
        column: 'C',
        position: 'aisle',
        characteristics: ['A', 'E', 'L', '1A', 'IE', 'CH'],
        price: { amountCents: 7000, currency: 'AUD' },
      }),
      '15C, aisle, exit row, extra legroom, $70.00',
    ],
    [
      'a bassinet seat',
      seat({
        designator: '30E',
        column: 'E',
        position: 'middle',
        characteristics: ['9', 'K', 'L', 'B', 'I'],
      }),
      '30E, middle, extra legroom, bassinet position, included',
    ],
    [
      'an occupied middle seat',
      seat({ designator: '32B', column: 'B', position: 'middle', occupied: true, available: false }),
      '32B, middle, occupied',
    ],
  ])('%s', (_name, input, label) => {
    expect(describeSeat(input, dollars)).toBe(label);
  });

  it('takes its words from one table that a translation can replace', () => {
    const texts = { ...SEAT_LABEL_TEXTS, window: 'fenêtre', included: 'inclus' };
    expect(describeSeat(seat({}), dollars, texts)).toBe('7A, fenêtre, inclus');
  });
});
