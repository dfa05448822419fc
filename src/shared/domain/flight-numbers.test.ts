import { describe, expect, it } from 'vitest';
import { flightNumbersOf, flightNumbersText, isThroughStop } from './flight-numbers';

const legs = (...numbers: string[]) => numbers.map((flightNumber) => ({ flightNumber }));

describe('flight numbers as a traveller reads them (issue 25, defect 5)', () => {
  it.each([
    [['QF2', 'QF2'], ['QF2']],
    [
      ['QF1', 'QF1', 'QF31'],
      ['QF1', 'QF31'],
    ],
    [
      ['EK413', 'EK1'],
      ['EK413', 'EK1'],
    ],
    [['QF9'], ['QF9']],
    // A number that comes back after another flight is two flights: listed twice.
    [
      ['QF2', 'QF31', 'QF2'],
      ['QF2', 'QF31', 'QF2'],
    ],
    [[], []],
  ])('%j reads %j', (numbers, expected) => {
    expect(flightNumbersOf(legs(...numbers))).toEqual(expected);
  });

  it('joins them with a comma: "QF2" for the Kangaroo Route home, not "QF2, QF2"', () => {
    expect(flightNumbersText(legs('QF2', 'QF2'))).toBe('QF2');
    expect(flightNumbersText(legs('QF2', 'QF2', 'QF401'))).toBe('QF2, QF401');
  });

  it('marks the stop of a through-flight: the leg that continues the one before under its number', () => {
    const segments = legs('QF2', 'QF2', 'QF401');
    expect([0, 1, 2].map((index) => isThroughStop(segments, index))).toEqual([false, true, false]);
  });
});
