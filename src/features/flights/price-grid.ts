import type { FlexibleDateCell } from '../../shared/contracts/flights';

/** One pair of dates in the depart × return price grid. */
export interface PriceGridCell {
  depDate: string;
  retDate: string;
  /** The lowest whole-trip total for the party on these dates; null when the pair cannot be flown. */
  lowestPrice: number | null;
  isCurrent: boolean;
  isCheapest: boolean;
}

export interface PriceGrid {
  /** The columns: departure dates, earliest first. */
  depDates: string[];
  /** The rows: return dates, earliest first; each row holds one cell per departure date. */
  rows: { retDate: string; cells: PriceGridCell[] }[];
}

/**
 * The flexible-date answer of a return search (7 × 7 cells) laid out as Google Flights does: departure
 * dates across, return dates down. Every cell keeps the service's own total (the strip's outbound days
 * show the same amounts), so the grid and the strip never disagree. Null when the answer holds no pairs
 * (a one-way search or no answer yet).
 */
export function priceGridOf(
  cells: FlexibleDateCell[],
  current: { depDate: string; retDate: string },
): PriceGrid | null {
  const pairs = cells.filter((cell): cell is FlexibleDateCell & { retDate: string } => cell.retDate !== null);
  if (!pairs.length) return null;
  const depDates = [...new Set(pairs.map((cell) => cell.depDate))].sort();
  const retDates = [...new Set(pairs.map((cell) => cell.retDate))].sort();
  const byPair = new Map(pairs.map((cell) => [`${cell.depDate}|${cell.retDate}`, cell]));
  // A pair returning before it leaves has no price even if an answer carried one.
  const priceOf = (depDate: string, retDate: string) =>
    retDate < depDate ? null : (byPair.get(`${depDate}|${retDate}`)?.lowestPrice ?? null);
  const prices = depDates
    .flatMap((depDate) => retDates.map((retDate) => priceOf(depDate, retDate)))
    .filter((price): price is number => price !== null);
  const cheapest = prices.length ? Math.min(...prices) : null;
  return {
    depDates,
    rows: retDates.map((retDate) => ({
      retDate,
      cells: depDates.map((depDate) => {
        const lowestPrice = priceOf(depDate, retDate);
        return {
          depDate,
          retDate,
          lowestPrice,
          isCurrent: depDate === current.depDate && retDate === current.retDate,
          isCheapest: cheapest !== null && lowestPrice === cheapest,
        };
      }),
    })),
  };
}
