import type { FareBrand, SeatProduct, Segment } from '../../shared/contracts/flights';
import {
  SEAT_MAP_UNAVAILABLE,
  SEAT_SELECTION_NOT_AVAILABLE,
  type Facility,
  type Seat,
  type SeatCharacteristic,
  type SeatColumn,
  type SeatMap,
  type SeatPrice,
  type SeatRow,
} from '../../shared/contracts/seat-map';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import { soldShareOf } from '../flights/fare.rules';
import { cabinCapacity, SCHEDULE_SEED, type AircraftSize } from '../flights/schedule.rules';
import { dayNumber } from '../../shared/domain/calendar-days';
import { hashText } from '../../shared/domain/stable-hash';
import { aircraftTypeOf, SKIPPED_ROW_NUMBERS, type CabinLayout } from './seat-map.layouts';
import { cabinLayoutFor, missingSeats, rowCountOf } from './seat-map.products';

/**
 * Pure seat map rules: one cabin of one flight as a grid, generated deterministically from the aircraft,
 * the cabin and the flight key; seats occupied from the load factor the fares were priced with
 * (`soldShareOf`), so the map's free seats are exactly the seats the fare engine counts as left
 * (`seatsLeft`); seats priced by the fare brand.
 */

/** What the seat selection of a fare brand allows: its `seatSelection` as the offer carries it. */
export type SeatSelectionTerms = Pick<FareBrand, 'seatSelection'>;

export interface SeatMapRequest {
  /** The engine's flight key: flight number, local departure date, origin ("QF1-2026-12-21-SYD"). */
  flightKey: string;
  aircraft: { code: string; name?: string };
  /** The layout to use when the aircraft code is not in the fleet table; absent: the map is unavailable. */
  fallbackSize?: AircraftSize;
  /** The cabin booked on this flight (the segment's `cabinClass`). */
  cabin: CabinClass;
  /** The segment's seat (the card's "Lie-flat · 2-3-2"): its blocks and aisle access draw the cabin. */
  seatProduct?: SeatProduct | null;
  /** Days from the search day to the journey's first departure: the value its fares were priced with. */
  daysToDeparture: number;
  brand: SeatSelectionTerms;
}

export type SeatMapOutcome =
  { ok: true; seatMap: SeatMap } | { ok: false; message: typeof SEAT_MAP_UNAVAILABLE };

/** Exit-row and extra-legroom seats cost this many times the brand's seat fee. */
export const EXTRA_LEGROOM_SEAT_FACTOR = 2;

/** The engine's key of the flight a segment is on (see Inventory.flightsOn). */
export function flightKeyOf(segment: Pick<Segment, 'flightNumber' | 'departure'>): string {
  return `${segment.flightNumber}-${segment.departure.time.slice(0, 10)}-${segment.departure.code}`;
}

/** Days from the search instant to a journey's first local departure date, as the fares count them. */
export function daysToDepartureOf(firstDepartureLocalDate: string, searchedAt: Date): number {
  return dayNumber(firstDepartureLocalDate) - dayNumber(searchedAt.toISOString().slice(0, 10));
}

/** Whether a brand lets the traveller choose a seat: included, or for a fee; neither means not at all. */
export function seatSelectionOf(brand: SeatSelectionTerms): { selectable: boolean; reason: string | null } {
  const { included, fee } = brand.seatSelection;
  return included || fee !== null
    ? { selectable: true, reason: null }
    : { selectable: false, reason: SEAT_SELECTION_NOT_AVAILABLE };
}

/**
 * A seat's price under a brand: null when the brand includes seat selection (Business, First, Premium
 * Economy and the Classic and Flex economy brands: every seat, as their fare rules say); otherwise the
 * brand's seat fee, times EXTRA_LEGROOM_SEAT_FACTOR for exit-row and extra-legroom seats. Null too for a
 * brand without seat selection, whose map is not selectable.
 */
export function priceSeat(seat: Pick<Seat, 'characteristics'>, brand: SeatSelectionTerms): SeatPrice | null {
  const { included, fee } = brand.seatSelection;
  if (included || fee === null) return null;
  const extraLegroom = seat.characteristics.includes('L') || seat.characteristics.includes('E');
  const dollars = extraLegroom ? fee * EXTRA_LEGROOM_SEAT_FACTOR : fee;
  return { amountCents: Math.round(dollars * 100), currency: 'AUD' };
}

const unavailable = { ok: false, message: SEAT_MAP_UNAVAILABLE } as const;

/** The seat map of a cabin of a flight, or "Seat map is unavailable." when it cannot be drawn. */
export function generateSeatMap(request: SeatMapRequest): SeatMapOutcome {
  if (!request.flightKey || !Number.isFinite(request.daysToDeparture)) return unavailable;
  const known = aircraftTypeOf(request.aircraft.code);
  const size = known?.size ?? request.fallbackSize;
  if (!size) return unavailable;
  const layout = cabinLayoutFor(size, request.cabin, request.seatProduct);
  const capacity = cabinCapacity(size, request.cabin);
  if (!layout || capacity <= 0) return unavailable;

  const columns = columnsOf(layout);
  const rowCount = rowCountOf(layout, capacity);
  const missing = missingSeats(layout, rowCount, capacity);
  const rows = rowNumbersFrom(layout.firstRow, rowCount).map((number, index) =>
    buildRow(layout, columns, rowCount, index, number, missing),
  );
  const seats = rows.flatMap((row) => row.seats);
  const soldShare = soldShareOf(request.flightKey, request.cabin, request.daysToDeparture);
  const occupied = occupiedDesignators(seats, rows, request, Math.round(capacity * soldShare));
  for (const seat of seats) {
    seat.occupied = occupied.has(seat.designator);
    seat.available = !seat.occupied;
    seat.price = priceSeat(seat, request.brand);
    if (seat.price) seat.characteristics.push('CH');
  }
  const terms = seatSelectionOf(request.brand);
  const anyFree = seats.some((seat) => seat.available);
  return {
    ok: true,
    seatMap: {
      flightKey: request.flightKey,
      aircraft: {
        code: request.aircraft.code,
        name: known?.name ?? request.aircraft.name ?? request.aircraft.code,
      },
      cabin: request.cabin,
      selectable: terms.selectable && anyFree,
      reason: terms.reason ?? (anyFree ? null : SEAT_SELECTION_NOT_AVAILABLE),
      columns,
      rows,
    },
  };
}

/**
 * The map with some seats taken by holds or orders of other bookings: they become unavailable (and
 * occupied, as another traveller sees them). Unknown designators are ignored. Pure: returns a copy.
 */
export function markSeatsTaken(map: SeatMap, designators: Iterable<string>): SeatMap {
  const taken = new Set(designators);
  const rows = map.rows.map((row) => ({
    ...row,
    seats: row.seats.map((seat) =>
      taken.has(seat.designator) ? { ...seat, occupied: true, available: false } : seat,
    ),
  }));
  const anyFree = rows.some((row) => row.seats.some((seat) => seat.available));
  return {
    ...map,
    rows,
    selectable: map.selectable && anyFree,
    reason: map.reason ?? (anyFree ? null : SEAT_SELECTION_NOT_AVAILABLE),
  };
}

function columnsOf(layout: CabinLayout): SeatColumn[] {
  const lastBlock = layout.blocks.length - 1;
  return layout.blocks.flatMap((block, blockIndex) =>
    block.map((letter, index) => {
      const outerLeft = blockIndex === 0 && index === 0;
      const outerRight = blockIndex === lastBlock && index === block.length - 1;
      const byAisle =
        (index === 0 && blockIndex > 0) || (index === block.length - 1 && blockIndex < lastBlock);
      return {
        letter,
        position: outerLeft || outerRight ? 'window' : byAisle ? 'aisle' : 'middle',
        aisleAfter: index === block.length - 1 && blockIndex < lastBlock,
      } satisfies SeatColumn;
    }),
  );
}

/** Row numbers from the first, leaving out the skipped ones. */
function rowNumbersFrom(first: number, count: number): number[] {
  const numbers: number[] = [];
  for (let number = first; numbers.length < count; number += 1) {
    if (!SKIPPED_ROW_NUMBERS.includes(number)) numbers.push(number);
  }
  return numbers;
}

function facilitiesAt(layout: CabinLayout, rowCount: number, index: number): Facility[] {
  const sections = layout.sectionStarts(rowCount);
  return layout.facilities
    .filter(
      ({ row }) =>
        (row === 'first' && index === 0) ||
        (row === 'last' && index === rowCount - 1) ||
        (row === 'sections' && sections.includes(index)),
    )
    .map(({ kind, placement, side }) => ({ kind, placement, side }));
}

function buildRow(
  layout: CabinLayout,
  columns: SeatColumn[],
  rowCount: number,
  index: number,
  number: number,
  missing: Set<string>,
): SeatRow {
  const facilities = facilitiesAt(layout, rowCount, index);
  const behind = index + 1 < rowCount ? facilitiesAt(layout, rowCount, index + 1) : [];
  // Galleys and lavatories in the gaps in front of and behind this row.
  const gapBehind = [
    ...facilities.filter((facility) => facility.placement === 'after'),
    ...behind.filter((facility) => facility.placement === 'before'),
  ];
  const adjacent = [...facilities.filter((facility) => facility.placement === 'before'), ...gapBehind];
  const exits = layout.exitRows(rowCount);
  const isExitRow = exits.includes(index);
  const isBulkhead = index === 0 || layout.sectionStarts(rowCount).includes(index);
  const wallBehind = index === rowCount - 1 || gapBehind.length > 0;
  const restrictedRecline = !layout.directAisleAccess && (wallBehind || exits.includes(index + 1));
  const overWing =
    layout.overWing && index >= Math.floor(rowCount / 3) && index < Math.ceil((rowCount * 2) / 3);

  const seats = columns
    .filter((column) => !missing.has(`${index}:${column.letter}`))
    .map((column): Seat => {
      const codes: SeatCharacteristic[] = [];
      if (column.position === 'window') codes.push('W');
      if (column.position === 'aisle' || (column.position === 'window' && layout.directAisleAccess))
        codes.push('A');
      if (column.position === 'middle') codes.push('9');
      if (index === 0) codes.push('FC');
      if (isBulkhead) codes.push('K');
      if (isExitRow) codes.push('E');
      if (isExitRow || (isBulkhead && layout.legroomAtBulkheads)) codes.push('L');
      if (isBulkhead && !isExitRow && layout.bassinetLetters.includes(column.letter)) codes.push('B', 'I');
      if (overWing) codes.push('OW');
      if (isExitRow) codes.push('1A', 'IE');
      if (restrictedRecline) codes.push('1D');
      if (adjacent.some((facility) => facility.kind === 'galley')) codes.push('AG');
      if (adjacent.some((facility) => facility.kind === 'lavatory')) codes.push('AL');
      return {
        designator: `${number}${column.letter}`,
        column: column.letter,
        position: column.position,
        available: true,
        occupied: false,
        directAisleAccess: layout.directAisleAccess,
        characteristics: codes,
        price: null,
        ...(isExitRow ? { restrictions: ['NoChildren' as const, 'NoInfants' as const] } : {}),
      };
    });
  return { number, isExitRow, overWing, ...(facilities.length ? { facilities } : {}), seats };
}

/**
 * The seats already sold: the `count` most wanted, windows and front rows first, bassinet and exit
 * seats last (airlines keep them for families and able-bodied adults); a per-seat hash of the flight
 * key orders seats alike. A fuller flight's occupied seats include an emptier one's.
 */
function occupiedDesignators(
  seats: Seat[],
  rows: SeatRow[],
  request: Pick<SeatMapRequest, 'flightKey' | 'cabin'>,
  count: number,
): Set<string> {
  const rowIndex = new Map(rows.flatMap((row, index) => row.seats.map((seat) => [seat.designator, index])));
  const score = (seat: Seat) =>
    (seat.position === 'window' ? 0 : seat.position === 'aisle' ? 0.15 : 0.5) +
    (0.35 * (rowIndex.get(seat.designator) ?? 0)) / Math.max(1, rows.length - 1) +
    (seat.characteristics.includes('B') ? 0.4 : 0) +
    (seat.characteristics.includes('E') ? 0.2 : 0) +
    0.5 * seatNoise(request.flightKey, request.cabin, seat.designator);
  const ranked = seats
    .map((seat) => ({ designator: seat.designator, score: score(seat) }))
    .sort((a, b) => a.score - b.score || a.designator.localeCompare(b.designator));
  return new Set(ranked.slice(0, Math.max(0, count)).map((seat) => seat.designator));
}

/**
 * A stable number in [0, 1) per seat. FNV-1a alone leaves designators that differ in their last
 * characters ("31B", "33B") close together in the high bits; the finaliser (MurmurHash3's fmix32)
 * spreads them, so occupied seats do not fall into stripes.
 */
function seatNoise(flightKey: string, cabin: CabinClass, designator: string): number {
  let hash = hashText(`${SCHEDULE_SEED}|seat|${flightKey}|${cabin}|${designator}`);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x1_0000_0000;
}
