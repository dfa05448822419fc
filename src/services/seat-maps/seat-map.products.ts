import type { SeatProduct } from '../../shared/contracts/flight-results';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import type { AircraftSize } from '../flights/schedule.rules';
import { CABIN_LAYOUTS, type CabinLayout } from './seat-map.layouts';

/**
 * The seat map of a premium cabin drawn from the airline's own seat (the segment's `seatProduct`, the
 * product layer's fleet table in src/services/data/airline-fleets*.ts): the same record the results card
 * reads "Lie-flat · 2-3-2" from, so the card and the map cannot disagree. The size table in
 * seat-map.layouts.ts still places galleys, lavatories, sections and row numbers; the product decides the
 * seat blocks and whether every seat reaches the aisle.
 */

/** Seat letters per block for each layout the fleet table uses, as airlines letter them across the cabin. */
const BLOCK_LETTERS: Record<string, string[][]> = {
  '1-1': [['A'], ['K']],
  '1-1-1': [['A'], ['E'], ['K']],
  '1-2-1': [['A'], ['D', 'G'], ['K']],
  '2-1-2': [['A', 'C'], ['E'], ['H', 'K']],
  '2-2': [
    ['A', 'C'],
    ['D', 'F'],
  ],
  '2-2-2': [
    ['A', 'C'],
    ['D', 'G'],
    ['H', 'K'],
  ],
  '2-3-2': [
    ['A', 'C'],
    ['D', 'E', 'G'],
    ['H', 'K'],
  ],
  '3-3': [
    ['A', 'B', 'C'],
    ['D', 'E', 'F'],
  ],
};

/**
 * European short-haul business is an economy row of 3-3 with the middle seat kept free (blockedMiddle in
 * airline-fleet-types.ts, the only 3-3 premium cabin of the table): the map keeps the 3-3 columns and
 * draws no middle seat, so the seats it shows are the seats sold.
 */
const BLOCKED_MIDDLE: Record<string, string[]> = { '3-3': ['B', 'E'] };

/** A cabin layout with the seats that are never sold, in every row (a blocked middle seat). */
export interface ProductCabinLayout extends CabinLayout {
  blockedLetters: string[];
}

/**
 * The layout of a cabin on an aircraft size, with the airline's seat when the segment carries one (Business
 * and First on the curated fleets); undefined when the size has no such cabin. A seat layout the letter
 * table does not know keeps the size's blocks (the fleet-wide test fails on it, so it is never shipped).
 */
export function cabinLayoutFor(
  size: AircraftSize,
  cabin: CabinClass,
  product: SeatProduct | null | undefined,
): ProductCabinLayout | undefined {
  const base = CABIN_LAYOUTS[size]?.[cabin];
  if (!base) return undefined;
  const blocks = product ? BLOCK_LETTERS[product.layout] : undefined;
  if (!product || !blocks) return { ...base, blockedLetters: [] };
  const blockedLetters = BLOCKED_MIDDLE[product.layout] ?? [];
  const middle = blocks.length > 2 ? blocks[1]! : blocks.flat();
  const sellable = (letters: string[]) => letters.filter((letter) => !blockedLetters.includes(letter));
  return {
    ...base,
    blocks,
    blockedLetters,
    // Seats left out at the back come from the middle block (a fuselage taper or a lavatory takes them).
    trimOrder: sellable(blocks.length > 2 ? middle : [blocks[0]!.at(-1)!, blocks[1]![0]!]),
    directAisleAccess: product.directAisleAccess,
    // Bassinet positions on the bulkhead of the middle block, where the size's layout has any.
    bassinetLetters: base.bassinetLetters.length > 0 ? sellable(middle) : [],
  };
}

/**
 * The seats of the grid left out: the blocked middle seats of every row, then, from the back, the seats
 * over the cabin's capacity ("rowIndex:letter").
 */
export function missingSeats(layout: ProductCabinLayout, rowCount: number, capacity: number): Set<string> {
  const missing = new Set<string>();
  for (let index = 0; index < rowCount; index += 1) {
    for (const letter of layout.blockedLetters) missing.add(`${index}:${letter}`);
  }
  const perRow = layout.blocks.flat().length - layout.blockedLetters.length;
  let excess = rowCount * perRow - capacity;
  for (let index = rowCount - 1; index >= 0 && excess > 0; index -= 1) {
    for (const letter of layout.trimOrder) {
      if (excess > 0) {
        missing.add(`${index}:${letter}`);
        excess -= 1;
      }
    }
  }
  return missing;
}

/** Rows the cabin needs to hold its capacity in the seats sold per row. */
export function rowCountOf(layout: ProductCabinLayout, capacity: number): number {
  return Math.ceil(capacity / (layout.blocks.flat().length - layout.blockedLetters.length));
}
