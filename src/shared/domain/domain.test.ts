import { describe, expect, it } from 'vitest';
import { cabinRank, describeExchange, describeRefund } from './fare-conditions';
import { formatMoney, roundMoney, sumMoney } from './money';
import { ageOn, checkPassengerCounts, countPassengers, passengerTypeOn } from './passengers';
import { timeBandOf } from './time-bands';

describe('timeBandOf', () => {
  it.each([
    ['04:00', 'early'],
    ['07:59', 'early'],
    ['08:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['16:59', 'afternoon'],
    ['17:00', 'evening'],
    ['20:59', 'evening'],
    ['21:00', 'night'],
    ['23:59', 'night'],
    ['00:00', 'night'],
    ['03:59', 'night'],
    ['2026-12-01T06:30:00+11:00', 'early'],
  ])('%s is %s', (time, band) => {
    expect(timeBandOf(time)).toBe(band);
  });

  it.each(['24:00', '7:30', 'noon'])('refuses %s', (time) => {
    expect(() => timeBandOf(time)).toThrow(RangeError);
  });
});

describe('money', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [1.005, '$1.01'],
    [-12, '-$12.00'],
    [1000000, '$1,000,000.00'],
  ])('formats %s as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [10, 10],
  ])('rounds %s to %s', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });

  it('sums without binary drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([19.99, 0.01, 100.005])).toBe(120.01);
  });
});

describe('passengers', () => {
  it.each([
    [{ adult: 1, children: 0, infants: 0 }, null],
    [{ adult: 2, children: 3, infants: 2 }, null],
    [{ adult: 9, children: 0, infants: 9 }, null],
    [{ adult: 0, children: 1, infants: 0 }, 'At least one adult must travel'],
    [
      { adult: 1, children: 0, infants: 2 },
      'Each infant must travel with an adult: infants cannot outnumber adults',
    ],
    [{ adult: 5, children: 5, infants: 0 }, 'At most 9 adults and children can be booked together'],
    [{ adult: 1.5, children: 0, infants: 0 }, 'Passenger counts must be whole numbers'],
    [{ adult: 1, children: -1, infants: 0 }, 'Passenger counts must be whole numbers'],
  ])('%o -> %s', (counts, problem) => {
    expect(checkPassengerCounts(counts)).toBe(problem);
  });

  it.each([
    ['2025-06-01', '2026-05-31', 'Infants'],
    ['2024-06-01', '2026-06-01', 'Children'],
    ['2024-06-02', '2026-06-01', 'Infants'],
    ['2014-06-01', '2026-06-01', 'Adult'],
    ['2014-06-02', '2026-06-01', 'Children'],
  ])('born %s travelling %s is %s', (born, travel, type) => {
    expect(passengerTypeOn(born, travel)).toBe(type);
  });

  it('computes age across leap days', () => {
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1);
    expect(ageOn('2024-02-29', '2026-03-01')).toBe(2);
  });

  it('adds up the wire list', () => {
    expect(
      countPassengers([
        { passengerType: 'Adult', count: 2 },
        { passengerType: 'Infants', count: 1 },
        { passengerType: 'Adult', count: 1 },
      ]),
    ).toEqual({ adult: 3, children: 0, infants: 1 });
  });
});

describe('fare conditions', () => {
  it.each([
    ['Refundable', 'Refundable'],
    ['RefundableWithFee', 'Refundable with fee'],
    ['NotRefundable', 'Not refundable'],
  ] as const)('%s reads %s', (condition, text) => {
    expect(describeRefund(condition)).toBe(text);
  });
  it.each([
    ['Exchangeable', 'Changes allowed'],
    ['ExchangeableWithFee', 'Changes with fee'],
    ['NotAllowed', 'Changes not allowed'],
  ] as const)('%s reads %s', (condition, text) => {
    expect(describeExchange(condition)).toBe(text);
  });
  it('orders cabins', () => {
    expect(cabinRank('Economy')).toBeLessThan(cabinRank('PremiumEconomy'));
    expect(cabinRank('Business')).toBeLessThan(cabinRank('First'));
  });
});
