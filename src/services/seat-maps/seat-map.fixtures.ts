import type { SeatMap } from '../../shared/contracts/seat-map';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import { cabinsFor, type AircraftSize } from '../flights/schedule.rules';
import { generateSeatMap, type SeatMapRequest, type SeatSelectionTerms } from './seat-map.rules';

/** Shared inputs of the seat map tests. */

export const INCLUDED: SeatSelectionTerms = { seatSelection: { included: true, fee: null } };
export const SAVER: SeatSelectionTerms = { seatSelection: { included: false, fee: 35 } };
export const NO_SELECTION: SeatSelectionTerms = { seatSelection: { included: false, fee: null } };

/** One aircraft of each size from the fleet table. */
export const AIRCRAFT_OF_SIZE: Record<AircraftSize, string> = {
  turboprop: 'AT7',
  regional: 'E90',
  narrow: '738',
  wide: '789',
  heavy: '388',
};
const SIZES = Object.keys(AIRCRAFT_OF_SIZE) as AircraftSize[];
// Heavies sell First at some airlines only: three airlines are asked so that First is among the cabins.
export const SOLD_CABINS = SIZES.flatMap((size) =>
  [...new Set([...cabinsFor(size, 'QF'), ...cabinsFor(size, 'EK'), ...cabinsFor(size, 'SQ')])].map(
    (cabin) => [size, cabin] as [AircraftSize, CabinClass],
  ),
);

export function mapOf(overrides: Partial<SeatMapRequest> = {}): SeatMap {
  const outcome = generateSeatMap({
    flightKey: 'QF1-2026-12-21-SYD',
    aircraft: { code: '789' },
    cabin: 'Business',
    daysToDeparture: 30,
    brand: INCLUDED,
    ...overrides,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.seatMap;
}

export const seatsOf = (map: SeatMap) => map.rows.flatMap((row) => row.seats);
/** The column letters with aisles: "A|DG|K". */
export const patternOf = (map: SeatMap) =>
  map.columns.map((column) => column.letter + (column.aisleAfter ? '|' : '')).join('');
