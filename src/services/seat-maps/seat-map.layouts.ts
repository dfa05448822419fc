import type { Facility } from '../../shared/contracts/seat-map';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import aircraftData from '../data/aircraft.json' with { type: 'json' };
import type { AircraftSize } from '../flights/schedule.rules';

/**
 * Cabin layouts per aircraft size: seat blocks between aisles, where rows are numbered from, where the
 * exits, bulkheads, bassinets, wings, galleys and lavatories are. Seat counts are not stored here: the
 * generator takes the engine's `cabinCapacity` so that the map's free seats are the seats the fares sell.
 *
 * Row numbering runs through the aircraft as airlines number it, fleet-wide per cabin, so a row number
 * tells the cabin: First from 1; Business from 1, or from 5 on heavies (rows 1 to 4 belong to First,
 * whether or not the airline sells it); Premium Economy from 20; Economy from 30 on wide-bodies and
 * heavies, from 4 on narrow-bodies (behind three Business rows) and from 1 on regional aircraft.
 * Row 13 is skipped, as most carriers flying to Australia do.
 */

/** A row of the cabin named by its place: the first, the last, or the first row of each later section. */
type RowRef = 'first' | 'last' | 'sections';

interface LayoutFacility extends Facility {
  row: RowRef;
}

export interface CabinLayout {
  /** Seat letters per block between aisles, left to right facing the front: [['A'], ['D', 'G'], ['K']]. */
  blocks: string[][];
  firstRow: number;
  /**
   * Letters dropped from the rearmost rows, row by row, when the cabin's capacity is not a whole number
   * of rows (fuselage taper at the back, or a lavatory taking a pair of seats).
   */
  trimOrder: string[];
  /** Lie-flat suites that all reach the aisle directly (1-2-1, 1-1-1). */
  directAisleAccess: boolean;
  /** Row indexes (0-based in the cabin) where a new section starts behind a wall, besides the first. */
  sectionStarts: (rowCount: number) => number[];
  /** Row indexes of exit rows. */
  exitRows: (rowCount: number) => number[];
  /** Letters with a bassinet position at each bulkhead row that is not an exit row; none: no bassinets. */
  bassinetLetters: string[];
  /** Bulkhead rows give extra leg space (L). */
  legroomAtBulkheads: boolean;
  /** The middle third of this cabin sits over the wing. */
  overWing: boolean;
  facilities: LayoutFacility[];
}

const none = () => [];
const middleOf = (rowCount: number) => Math.floor(rowCount / 2);

const galleyAheadCentre: LayoutFacility = {
  row: 'first',
  placement: 'before',
  kind: 'galley',
  side: 'centre',
};
const rearFacilities: LayoutFacility[] = [
  { row: 'last', placement: 'after', kind: 'lavatory', side: 'left' },
  { row: 'last', placement: 'after', kind: 'galley', side: 'centre' },
  { row: 'last', placement: 'after', kind: 'lavatory', side: 'right' },
];

const SUITES_1_2_1 = [['A'], ['D', 'G'], ['K']];

/** A 2-2 cabin from row 1 in one section, no bassinets: a regional Economy, a narrow-body Business. */
const twoTwoFromRowOne = {
  blocks: [
    ['A', 'C'],
    ['D', 'F'],
  ],
  firstRow: 1,
  trimOrder: ['C', 'D'],
  directAisleAccess: false,
  sectionStarts: none,
  bassinetLetters: [],
  legroomAtBulkheads: false,
} satisfies Partial<CabinLayout>;

const wideEconomy = (blocks: string[][], trimOrder: string[]): CabinLayout => ({
  blocks,
  firstRow: 30,
  trimOrder,
  directAisleAccess: false,
  sectionStarts: (rowCount) => [middleOf(rowCount)],
  // The mid-cabin doors open onto the first row of the rear section.
  exitRows: (rowCount) => [middleOf(rowCount)],
  bassinetLetters: blocks[1]!,
  legroomAtBulkheads: true,
  overWing: true,
  facilities: [
    galleyAheadCentre,
    { row: 'sections', placement: 'before', kind: 'lavatory', side: 'left' },
    { row: 'sections', placement: 'before', kind: 'lavatory', side: 'right' },
    ...rearFacilities,
  ],
});

const premiumEconomy = (blocks: string[][]): CabinLayout => ({
  blocks,
  firstRow: 20,
  trimOrder: blocks[1]!,
  directAisleAccess: false,
  sectionStarts: none,
  exitRows: none,
  bassinetLetters: blocks[1]!,
  legroomAtBulkheads: true,
  overWing: false,
  facilities: [galleyAheadCentre, { row: 'first', placement: 'before', kind: 'closet', side: 'left' }],
});

const suiteBusiness = (firstRow: number, sections: (rowCount: number) => number[]): CabinLayout => ({
  blocks: SUITES_1_2_1,
  firstRow,
  trimOrder: ['D', 'G'],
  directAisleAccess: true,
  sectionStarts: sections,
  exitRows: none,
  bassinetLetters: ['D', 'G'],
  legroomAtBulkheads: false,
  overWing: false,
  facilities: [
    galleyAheadCentre,
    { row: 'first', placement: 'before', kind: 'lavatory', side: 'left' },
    { row: 'sections', placement: 'before', kind: 'galley', side: 'centre' },
    { row: 'last', placement: 'after', kind: 'lavatory', side: 'centre' },
  ],
});

const frontOfNarrowCabin: LayoutFacility[] = [
  { row: 'first', placement: 'before', kind: 'lavatory', side: 'left' },
  { row: 'first', placement: 'before', kind: 'galley', side: 'right' },
];

export const CABIN_LAYOUTS: Record<AircraftSize, Partial<Record<CabinClass, CabinLayout>>> = {
  turboprop: {
    Economy: {
      blocks: [
        ['A', 'B'],
        ['C', 'D'],
      ],
      firstRow: 1,
      // The rear lavatory takes the left pair of the last row.
      trimOrder: ['A', 'B'],
      directAisleAccess: false,
      sectionStarts: none,
      exitRows: () => [0],
      bassinetLetters: [],
      legroomAtBulkheads: false,
      overWing: true,
      facilities: [
        { row: 'first', placement: 'before', kind: 'galley', side: 'right' },
        { row: 'last', placement: 'after', kind: 'lavatory', side: 'left' },
      ],
    },
  },
  regional: {
    Economy: {
      ...twoTwoFromRowOne,
      exitRows: (rowCount) => [Math.floor(rowCount / 3)],
      overWing: true,
      facilities: [
        ...frontOfNarrowCabin,
        { row: 'last', placement: 'after', kind: 'lavatory', side: 'right' },
      ],
    },
  },
  narrow: {
    Business: {
      ...twoTwoFromRowOne,
      exitRows: none,
      overWing: false,
      facilities: frontOfNarrowCabin,
    },
    Economy: {
      blocks: [
        ['A', 'B', 'C'],
        ['D', 'E', 'F'],
      ],
      firstRow: 4,
      trimOrder: ['B', 'E'],
      directAisleAccess: false,
      sectionStarts: none,
      // Two overwing exit rows, as on a 737-800 or an A320.
      exitRows: (rowCount) => [Math.floor(rowCount * 0.4), Math.floor(rowCount * 0.4) + 1],
      bassinetLetters: [],
      legroomAtBulkheads: false,
      overWing: true,
      facilities: rearFacilities,
    },
  },
  wide: {
    Business: suiteBusiness(1, none),
    PremiumEconomy: premiumEconomy([
      ['A', 'C'],
      ['D', 'E', 'F'],
      ['H', 'K'],
    ]),
    Economy: wideEconomy(
      [
        ['A', 'B', 'C'],
        ['D', 'E', 'F'],
        ['H', 'J', 'K'],
      ],
      ['E'],
    ),
  },
  heavy: {
    First: {
      blocks: [['A'], ['E'], ['K']],
      firstRow: 1,
      trimOrder: ['E'],
      directAisleAccess: true,
      sectionStarts: none,
      exitRows: none,
      bassinetLetters: [],
      legroomAtBulkheads: false,
      overWing: false,
      facilities: [galleyAheadCentre, { row: 'first', placement: 'before', kind: 'lavatory', side: 'left' }],
    },
    // A galley and lavatories split the long cabin into two sections, each with a bassinet bulkhead.
    Business: suiteBusiness(5, (rowCount) => [middleOf(rowCount)]),
    PremiumEconomy: premiumEconomy([
      ['A', 'C'],
      ['D', 'E', 'F', 'G'],
      ['H', 'K'],
    ]),
    Economy: wideEconomy(
      [
        ['A', 'B', 'C'],
        ['D', 'E', 'F', 'G'],
        ['H', 'J', 'K'],
      ],
      ['E', 'F'],
    ),
  },
};

/** Row numbers airlines leave out. */
export const SKIPPED_ROW_NUMBERS: readonly number[] = [13];

export interface AircraftType {
  code: string;
  name: string;
  size: AircraftSize;
}

const AIRCRAFT_TYPES = new Map<string, AircraftType>(
  (aircraftData.rows as [string, string, AircraftSize][]).map(([code, name, size]) => [
    code,
    { code, name, size },
  ]),
);

/** The fleet table's aircraft type (IATA code, e.g. "789"), or undefined for an unknown code. */
export function aircraftTypeOf(code: string): AircraftType | undefined {
  return AIRCRAFT_TYPES.get(code);
}
