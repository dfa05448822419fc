import type { Seat, SeatPrice } from '../../shared/contracts/seat-map';

/**
 * The English words of a seat's accessible name, in one place so that translations can key them.
 * The booking island uses describeSeat for each seat's aria-label.
 */
export const SEAT_LABEL_TEXTS = {
  window: 'window',
  middle: 'middle',
  aisle: 'aisle',
  directAisleAccess: 'direct aisle access',
  exitRow: 'exit row',
  extraLegroom: 'extra legroom',
  bassinet: 'bassinet position',
  included: 'included',
  occupied: 'occupied',
  unavailable: 'unavailable',
} as const;

export type SeatLabelTexts = Record<keyof typeof SEAT_LABEL_TEXTS, string>;

export type DescribedSeat = Pick<
  Seat,
  'designator' | 'position' | 'directAisleAccess' | 'characteristics' | 'occupied' | 'available' | 'price'
>;

/** What a seat's name says before its price, in order: its position, then what sets it apart. */
type SeatFact = Exclude<keyof SeatLabelTexts, 'included' | 'occupied' | 'unavailable'>;

/** The facts that set a seat apart, in the order they are said: position, aisle access, exit, legroom, bassinet. */
function seatFacts(seat: Pick<Seat, 'position' | 'directAisleAccess' | 'characteristics'>): SeatFact[] {
  const facts: SeatFact[] = [seat.position];
  if (seat.directAisleAccess) facts.push('directAisleAccess');
  if (seat.characteristics.includes('E')) facts.push('exitRow');
  if (seat.characteristics.includes('L')) facts.push('extraLegroom');
  if (seat.characteristics.includes('B')) facts.push('bassinet');
  return facts;
}

/**
 * What is said of a seat, in order: designator, position, what sets it apart, then its price ("included"
 * when the fare includes it) or why it cannot be chosen. The accessible name and the visible detail line
 * (seat-detail.ts) join these same words, so the two never disagree.
 */
export function seatWords(
  seat: DescribedSeat,
  formatPrice: (price: SeatPrice) => string,
  texts: SeatLabelTexts,
): string[] {
  const parts: string[] = [seat.designator, ...seatFacts(seat).map((fact) => texts[fact])];
  if (seat.occupied) parts.push(texts.occupied);
  else if (!seat.available) parts.push(texts.unavailable);
  else parts.push(seat.price ? formatPrice(seat.price) : texts.included);
  return parts;
}

/**
 * A seat's accessible name: "7A, window, direct aisle access, included", "31C, aisle, exit row, extra
 * legroom, $70.00", "32B, middle, occupied".
 */
export function describeSeat(
  seat: DescribedSeat,
  formatPrice: (price: SeatPrice) => string,
  texts: SeatLabelTexts = SEAT_LABEL_TEXTS,
): string {
  return seatWords(seat, formatPrice, texts).join(', ');
}
