import { describe, expect, it } from 'vitest';
import type { SeatMap } from '../../shared/contracts/seat-map';
import {
  firstSeat,
  isGridKey,
  lastSeat,
  moveInGrid,
  positionOf,
  seatPresence,
  type SeatPresence,
} from './seat-grid';

// A 1-2-1 cabin (A | D G | K) whose row 2 lacks D and row 3 has only A and K.
const X = true;
const _ = false;
const cabin: SeatPresence = [
  [X, X, X, X],
  [X, _, X, X],
  [X, _, _, X],
  [X, X, X, X],
  [X, X, X, X],
  [X, X, X, X],
  [X, X, X, X],
];

describe('seat map keyboard grid (moveInGrid)', () => {
  it.each([
    ['ArrowRight', { row: 0, col: 0 }, { row: 0, col: 1 }],
    ['ArrowLeft', { row: 0, col: 1 }, { row: 0, col: 0 }],
    ['ArrowLeft', { row: 0, col: 0 }, { row: 0, col: 0 }],
    ['ArrowRight', { row: 0, col: 3 }, { row: 0, col: 3 }],
    ['ArrowRight', { row: 1, col: 0 }, { row: 1, col: 2 }],
    ['ArrowRight', { row: 2, col: 0 }, { row: 2, col: 3 }],
    ['ArrowDown', { row: 0, col: 0 }, { row: 1, col: 0 }],
    ['ArrowUp', { row: 0, col: 0 }, { row: 0, col: 0 }],
    ['ArrowDown', { row: 6, col: 2 }, { row: 6, col: 2 }],
    ['ArrowDown', { row: 0, col: 1 }, { row: 1, col: 0 }],
    ['ArrowDown', { row: 1, col: 2 }, { row: 2, col: 3 }],
    ['ArrowUp', { row: 3, col: 1 }, { row: 2, col: 0 }],
    ['Home', { row: 1, col: 3 }, { row: 1, col: 0 }],
    ['End', { row: 1, col: 0 }, { row: 1, col: 3 }],
    ['PageDown', { row: 0, col: 3 }, { row: 5, col: 3 }],
    ['PageUp', { row: 6, col: 3 }, { row: 1, col: 3 }],
    ['PageDown', { row: 4, col: 0 }, { row: 6, col: 0 }],
  ] as const)('%s from %o goes to %o', (key, from, to) => {
    expect(moveInGrid(cabin, from, key)).toEqual(to);
  });

  it('Ctrl+Home and Ctrl+End go to the first and last seat of the cabin', () => {
    expect(moveInGrid(cabin, { row: 3, col: 2 }, 'Home', true)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid(cabin, { row: 3, col: 2 }, 'End', true)).toEqual({ row: 6, col: 3 });
  });

  it('knows its keys and the ends of an uneven cabin', () => {
    expect(isGridKey('ArrowDown')).toBe(true);
    expect(isGridKey('Enter')).toBe(false);
    const uneven: SeatPresence = [
      [_, _, _],
      [_, X, _],
      [X, _, _],
      [_, _, _],
    ];
    expect(firstSeat(uneven)).toEqual({ row: 1, col: 1 });
    expect(lastSeat(uneven)).toEqual({ row: 2, col: 0 });
    expect(firstSeat([[_, _]])).toBeNull();
  });

  it('reads presence and positions from a seat map', () => {
    const seat = (designator: string, column: string) =>
      ({ designator, column }) as SeatMap['rows'][number]['seats'][number];
    const map = {
      columns: [{ letter: 'A' }, { letter: 'C' }, { letter: 'D' }] as SeatMap['columns'],
      rows: [
        { number: 7, seats: [seat('7A', 'A'), seat('7D', 'D')] },
        { number: 8, seats: [seat('8A', 'A'), seat('8C', 'C'), seat('8D', 'D')] },
      ] as SeatMap['rows'],
    };
    expect(seatPresence(map)).toEqual([
      [X, _, X],
      [X, X, X],
    ]);
    expect(positionOf(map, '8C')).toEqual({ row: 1, col: 1 });
    expect(positionOf(map, '9A')).toBeNull();
  });
});
