import { describe, expect, it } from 'vitest';
import type { FlexibleDateCell } from '../../shared/contracts/flights';
import { priceGridOf } from './price-grid';

const day = (offset: number) => `2027-03-${String(10 + offset).padStart(2, '0')}`;

/** A 7 × 7 answer as /AirShopping/FlexibleDateSearch gives it: outbound-major, returns before leaving null. */
function answer(priceOf: (dep: number, ret: number) => number | null): FlexibleDateCell[] {
  return [-3, -2, -1, 0, 1, 2, 3].flatMap((dep) =>
    [-3, -2, -1, 0, 1, 2, 3].map((ret) => {
      const depDate = day(dep);
      const retDate = day(ret + 4);
      const lowestPrice = retDate < depDate ? null : priceOf(dep, ret);
      return { depDate, retDate, lowestPrice, journeyLowest: [null, null] };
    }),
  );
}

describe('priceGridOf', () => {
  it('lays departures across and returns down, 7 × 7, earliest first', () => {
    const grid = priceGridOf(
      answer(() => 1000),
      { depDate: day(0), retDate: day(4) },
    )!;
    expect(grid.depDates).toEqual([day(-3), day(-2), day(-1), day(0), day(1), day(2), day(3)]);
    expect(grid.rows.map((row) => row.retDate)).toEqual([1, 2, 3, 4, 5, 6, 7].map(day));
    expect(grid.rows.flatMap((row) => row.cells)).toHaveLength(49);
    for (const row of grid.rows) {
      expect(row.cells.map((cell) => cell.depDate)).toEqual(grid.depDates);
      expect(row.cells.every((cell) => cell.retDate === row.retDate)).toBe(true);
    }
  });

  it('marks the searched pair and every cheapest pair', () => {
    const grid = priceGridOf(
      answer((dep, ret) => ((dep === 1 && ret === -1) || (dep === -2 && ret === 2) ? 812.5 : 1500 + dep)),
      { depDate: day(0), retDate: day(4) },
    )!;
    const cells = grid.rows.flatMap((row) => row.cells);
    expect(cells.filter((cell) => cell.isCurrent).map((cell) => [cell.depDate, cell.retDate])).toEqual([
      [day(0), day(4)],
    ]);
    expect(
      cells.filter((cell) => cell.isCheapest).map((cell) => [cell.depDate, cell.retDate, cell.lowestPrice]),
    ).toEqual([
      [day(1), day(3), 812.5],
      [day(-2), day(6), 812.5],
    ]);
  });

  it('leaves pairs without flights or returning before leaving empty, never cheapest', () => {
    const cells = answer((dep) => (dep === 0 ? null : 900));
    // A faulty answer pricing a pair that returns before it leaves is still shown as impossible.
    cells.push({ depDate: day(3), retDate: day(1), lowestPrice: 10, journeyLowest: [5, 5] });
    const grid = priceGridOf(cells, { depDate: day(0), retDate: day(4) })!;
    const at = (dep: string, ret: string) =>
      grid.rows.find((row) => row.retDate === ret)?.cells.find((cell) => cell.depDate === dep);
    expect(at(day(0), day(4))).toMatchObject({ lowestPrice: null, isCurrent: true, isCheapest: false });
    expect(at(day(3), day(1))).toMatchObject({ lowestPrice: null, isCheapest: false });
    expect(at(day(3), day(7))).toMatchObject({ lowestPrice: 900, isCheapest: true });
  });

  it('has no grid for a one-way answer or an empty one', () => {
    expect(priceGridOf([], { depDate: day(0), retDate: day(4) })).toBeNull();
    expect(
      priceGridOf([{ depDate: day(0), retDate: null, lowestPrice: 10, journeyLowest: [10] }], {
        depDate: day(0),
        retDate: day(4),
      }),
    ).toBeNull();
  });
});
