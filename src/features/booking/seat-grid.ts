import type { SeatMap } from '../../shared/contracts/seat-map';

/**
 * The seat map as a keyboard grid (WAI-ARIA grid pattern): one row per seat row, one cell per column
 * of the cabin. A cell without a seat (a narrower row) is skipped by the arrow keys.
 */
export interface GridPosition {
  row: number;
  col: number;
}

/** True where a row has a seat in that column, as [row][col]. */
export type SeatPresence = boolean[][];

export function seatPresence(map: Pick<SeatMap, 'rows' | 'columns'>): SeatPresence {
  return map.rows.map((row) =>
    map.columns.map((column) => row.seats.some((seat) => seat.column === column.letter)),
  );
}

export type GridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const GRID_KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export function isGridKey(key: string): key is GridKey {
  return GRID_KEYS.has(key);
}

function firstIn(cells: boolean[], from: number, step: 1 | -1): number | null {
  for (let col = from; col >= 0 && col < cells.length; col += step) if (cells[col]) return col;
  return null;
}

/** The nearest seat of a row to a column (ties go left), or null when the row has none. */
function nearestIn(cells: boolean[], col: number): number | null {
  for (let distance = 0; distance < cells.length; distance += 1) {
    if (cells[col - distance]) return col - distance;
    if (cells[col + distance]) return col + distance;
  }
  return null;
}

function rowStep(grid: SeatPresence, at: GridPosition, step: 1 | -1, rows: number): GridPosition {
  let target = at;
  let moved = 0;
  for (let row = at.row + step; row >= 0 && row < grid.length && moved < rows; row += step) {
    const col = grid[row]![at.col] ? at.col : nearestIn(grid[row]!, at.col);
    if (col === null) continue;
    target = { row, col };
    moved += 1;
  }
  return target;
}

/**
 * Where a key moves the focus: left/right along the row (skipping missing seats, stopping at the ends),
 * up/down to the same column of the next row that has a seat (or the nearest seat of that row),
 * Home/End to the row's first/last seat, Ctrl+Home/Ctrl+End to the cabin's first/last seat,
 * PageUp/PageDown five rows. Stays put at an edge.
 */
export function moveInGrid(grid: SeatPresence, at: GridPosition, key: GridKey, ctrl = false): GridPosition {
  const cells = grid[at.row] ?? [];
  switch (key) {
    case 'ArrowLeft': {
      const col = firstIn(cells, at.col - 1, -1);
      return col === null ? at : { row: at.row, col };
    }
    case 'ArrowRight': {
      const col = firstIn(cells, at.col + 1, 1);
      return col === null ? at : { row: at.row, col };
    }
    case 'ArrowUp':
      return rowStep(grid, at, -1, 1);
    case 'ArrowDown':
      return rowStep(grid, at, 1, 1);
    case 'PageUp':
      return rowStep(grid, at, -1, 5);
    case 'PageDown':
      return rowStep(grid, at, 1, 5);
    case 'Home': {
      if (ctrl) return firstSeat(grid) ?? at;
      const col = firstIn(cells, 0, 1);
      return col === null ? at : { row: at.row, col };
    }
    case 'End': {
      if (ctrl) return lastSeat(grid) ?? at;
      const col = firstIn(cells, cells.length - 1, -1);
      return col === null ? at : { row: at.row, col };
    }
  }
}

export function firstSeat(grid: SeatPresence): GridPosition | null {
  for (const [row, cells] of grid.entries()) {
    const col = firstIn(cells, 0, 1);
    if (col !== null) return { row, col };
  }
  return null;
}

export function lastSeat(grid: SeatPresence): GridPosition | null {
  for (let row = grid.length - 1; row >= 0; row -= 1) {
    const col = firstIn(grid[row]!, grid[row]!.length - 1, -1);
    if (col !== null) return { row, col };
  }
  return null;
}

/** The position of a seat by its designator ("7A"), or null. */
export function positionOf(map: Pick<SeatMap, 'rows' | 'columns'>, designator: string): GridPosition | null {
  for (const [row, seatRow] of map.rows.entries()) {
    const seat = seatRow.seats.find((item) => item.designator === designator);
    if (seat) return { row, col: map.columns.findIndex((column) => column.letter === seat.column) };
  }
  return null;
}
