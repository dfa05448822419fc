import { describe, expect, it } from 'vitest';
import type { Ancillaries } from '../../shared/contracts/offer';
import { nextTravelerWithoutSeat } from './next-seat-traveler';

const FLIGHT = 'QF1-2026-12-15';
const OTHER = 'QF2-2026-12-29';
const travelers = ['T1', 'T2', 'T3'];
const seated = (...seats: [string, string, string][]): Ancillaries => ({
  seats: seats.map(([travelerId, flightKey, designator]) => ({ travelerId, flightKey, designator })),
  bags: [],
  meals: [],
});

describe('nextTravelerWithoutSeat: whose turn it is after a seat is chosen', () => {
  it.each([
    ['the next one along', seated(['T1', FLIGHT, '12A']), 'T1', 'T2'],
    ['skips one already seated', seated(['T1', FLIGHT, '12A'], ['T2', FLIGHT, '12B']), 'T1', 'T3'],
    ['wraps round to an earlier one', seated(['T3', FLIGHT, '12C']), 'T3', 'T1'],
    [
      'a seat on another flight does not count',
      seated(['T1', FLIGHT, '12A'], ['T2', OTHER, '4A']),
      'T1',
      'T2',
    ],
    [
      'nobody when everyone has a seat',
      seated(['T1', FLIGHT, '12A'], ['T2', FLIGHT, '12B'], ['T3', FLIGHT, '12C']),
      'T2',
      null,
    ],
  ])('%s', (_, ancillaries, current, expected) => {
    expect(nextTravelerWithoutSeat(travelers, ancillaries, FLIGHT, current)).toBe(expected);
  });

  it('nobody for a lone traveller', () => {
    expect(nextTravelerWithoutSeat(['T1'], seated(['T1', FLIGHT, '1A']), FLIGHT, 'T1')).toBeNull();
  });
});
