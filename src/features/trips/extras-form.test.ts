import { describe, expect, it } from 'vitest';
import { ORDER_EXTRAS_MESSAGES } from '../../shared/contracts/order-extras';
import { passengerNameOf, problemOf, readProblem, selectionFrom, selectionParams } from './extras-form';

describe('the extras choice in the query string', () => {
  it('reads bags and seats, ignoring blanks and malformed entries, and writes them back', () => {
    const params = new URLSearchParams({
      extras: 'review',
      'bag.T1.0': 'bag-20kg',
      'bag.T2.0': '',
      'bag.T3.9': 'bag-10kg',
      'seat.T1.QF401-2026-12-15-SYD': '7A',
      'seat.T2.QF401-2026-12-15-SYD': 'window',
    });
    const selection = selectionFrom(params);
    expect(selection).toEqual({
      bags: [{ travelerId: 'T1', journeyIndex: 0, bandId: 'bag-20kg' }],
      seats: [{ travelerId: 'T1', flightKey: 'QF401-2026-12-15-SYD', designator: '7A' }],
    });
    expect(selectionFrom(selectionParams(selection))).toEqual(selection);
  });

  it.each([
    [402, ORDER_EXTRAS_MESSAGES.declined, 'declined'],
    [409, 'Seat 7A on QF401 is no longer available', 'seatTaken'],
    [409, ORDER_EXTRAS_MESSAGES.priceChanged, 'priceChanged'],
    [409, ORDER_EXTRAS_MESSAGES.journeyClosed, 'closed'],
    [502, 'anything', 'failed'],
  ])('words a %s "%s" as %s', (status, message, code) => {
    expect(problemOf(status, message)).toBe(code);
  });

  it('accepts only known problem codes from the address bar', () => {
    expect(readProblem('declined')).toBe('declined');
    expect(readProblem('<script>')).toBeNull();
    expect(readProblem(null)).toBeNull();
  });
});

describe('passengerNameOf', () => {
  it('names a traveller from the options, or by id when they are not listed', () => {
    const options = { passengers: [{ travelerId: 'T1', name: 'Ada Lovelace' }] } as Parameters<
      typeof passengerNameOf
    >[0];
    expect(passengerNameOf(options, 'T1')).toBe('Ada Lovelace');
    expect(passengerNameOf(options, 'T9')).toBe('T9');
  });
});
