import * as v from 'valibot';
import { CABIN_CLASSES } from '../domain/fare-conditions';

/**
 * Wire contract of a flight's seat map (the `data` of /Offer/SeatMap): one cabin of one flight as a grid
 * of rows and seat columns. The Booking API generates it; the booking island renders it as is.
 */

/** The spec's texts (§8 "Flight details"), word for word. */
export const SEAT_MAP_UNAVAILABLE = 'Seat map is unavailable.';
export const SEAT_SELECTION_NOT_AVAILABLE = 'Seat selection not available';

/**
 * Seat characteristics used here, with their meaning in the IATA PADIS seat characteristic code list
 * (data element 9825). Direct aisle access has no PADIS code: it is the seat's `directAisleAccess` flag.
 * (PADIS "1D" is a restricted recline seat, not aisle access.)
 */
const SEAT_CHARACTERISTICS = {
  W: 'Window seat',
  A: 'Aisle seat',
  '9': 'Center seat (not window, not aisle)',
  E: 'Exit row seat',
  K: 'Bulkhead seat',
  B: 'Seat with bassinet facility',
  I: 'Seat suitable for adult with an infant',
  L: 'Leg space seat',
  OW: 'Overwing seat(s)',
  '1A': 'Seat not allowed for infant',
  IE: 'Seat not suitable for child',
  '1D': 'Restricted recline seat',
  AG: 'Seat adjacent to galley',
  AL: 'Seat adjacent to lavatory',
  FC: 'Front of cabin class/compartment',
  CH: 'Chargeable seat',
} as const;
export type SeatCharacteristic = keyof typeof SEAT_CHARACTERISTICS;
const CHARACTERISTIC_CODES = Object.keys(SEAT_CHARACTERISTICS) as SeatCharacteristic[];

const SEAT_POSITIONS = ['window', 'middle', 'aisle'] as const;

const FACILITY_KINDS = ['galley', 'lavatory', 'closet'] as const;

/** Who may not sit in a seat: exit rows take neither children nor an adult holding an infant. */
const SEAT_RESTRICTIONS = ['NoChildren', 'NoInfants'] as const;

const DesignatorSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,2}[A-K]$/, 'A seat is a row and a letter, e.g. 7A'),
);
const ColumnLetterSchema = v.pipe(v.string(), v.regex(/^[A-K]$/));

/** A seat's price in whole cents; `null` on a seat means its selection is included in the fare. */
const SeatPriceSchema = v.object({
  amountCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.literal('AUD'),
});
export type SeatPrice = v.InferOutput<typeof SeatPriceSchema>;

const SeatSchema = v.object({
  /** Row number and column letter: "7A". */
  designator: DesignatorSchema,
  column: ColumnLetterSchema,
  position: v.picklist(SEAT_POSITIONS),
  /** Free to choose now: not occupied and not held for another booking. */
  available: v.boolean(),
  /** Sold to another traveller. */
  occupied: v.boolean(),
  /** Reaches the aisle without stepping past another seat (every seat of a 1-2-1 or 1-1-1 cabin). */
  directAisleAccess: v.boolean(),
  characteristics: v.array(v.picklist(CHARACTERISTIC_CODES)),
  price: v.nullable(SeatPriceSchema),
  restrictions: v.optional(v.array(v.picklist(SEAT_RESTRICTIONS))),
  /** /Offer/SeatMap: the traveller ("T1") this offer holds the seat for; absent on other seats. */
  heldByTraveler: v.optional(v.pipe(v.string(), v.regex(/^T[1-9]$/))),
});
export type Seat = v.InferOutput<typeof SeatSchema>;

/** A galley, lavatory or closet in front of (`before`) or behind (`after`) a row, on one side or centre. */
const FacilitySchema = v.object({
  kind: v.picklist(FACILITY_KINDS),
  placement: v.picklist(['before', 'after']),
  side: v.picklist(['left', 'centre', 'right']),
});
export type Facility = v.InferOutput<typeof FacilitySchema>;

const SeatRowSchema = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  isExitRow: v.boolean(),
  overWing: v.boolean(),
  facilities: v.optional(v.array(FacilitySchema)),
  /** The row's seats in column order; a column without a seat in this row is simply absent. */
  seats: v.array(SeatSchema),
});
export type SeatRow = v.InferOutput<typeof SeatRowSchema>;

const SeatColumnSchema = v.object({
  letter: ColumnLetterSchema,
  position: v.picklist(SEAT_POSITIONS),
  /** An aisle follows this column (left to right, as seen facing the front). */
  aisleAfter: v.boolean(),
});
export type SeatColumn = v.InferOutput<typeof SeatColumnSchema>;

export const SeatMapSchema = v.object({
  flightKey: v.string(),
  aircraft: v.object({ code: v.string(), name: v.string() }),
  cabin: v.picklist(CABIN_CLASSES),
  /** False when the fare does not allow choosing a seat or no seat is free; `reason` then says why. */
  selectable: v.boolean(),
  reason: v.nullable(v.string()),
  columns: v.array(SeatColumnSchema),
  rows: v.array(SeatRowSchema),
});
export type SeatMap = v.InferOutput<typeof SeatMapSchema>;
