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

type DescribedSeat = Pick<
  Seat,
  'designator' | 'position' | 'directAisleAccess' | 'characteristics' | 'occupied' | 'available' | 'price'
>;

/** What a seat's name says before its price, in order: its position, then what sets it apart. */
type SeatFact = Exclude<keyof SeatLabelTexts, 'included' | 'occupied' | 'unavailable'>;

/**
 * The facts of a seat that its accessible name and its visible detail line (seat-detail.ts) both give,
 * so the two never disagree: position, direct aisle access, exit row, extra legroom, bassinet.
 */
export function seatFacts(
  seat: Pick<Seat, 'position' | 'directAisleAccess' | 'characteristics'>,
): SeatFact[] {
  const facts: SeatFact[] = [seat.position];
  if (seat.directAisleAccess) facts.push('directAisleAccess');
  if (seat.characteristics.includes('E')) facts.push('exitRow');
  if (seat.characteristics.includes('L')) facts.push('extraLegroom');
  if (seat.characteristics.includes('B')) facts.push('bassinet');
  return facts;
}

/**
 * A seat's accessible name: designator, position, what sets it apart, then its price ("included" when
 * the fare includes it) or why it cannot be chosen:
 * "7A, window, direct aisle access, included", "31C, aisle, exit row, extra legroom, $70.00",
 * "32B, middle, occupied".
 */
export function describeSeat(
  seat: DescribedSeat,
  formatPrice: (price: SeatPrice) => string,
  texts: SeatLabelTexts = SEAT_LABEL_TEXTS,
): string {
  const parts: string[] = [seat.designator, ...seatFacts(seat).map((fact) => texts[fact])];
  if (seat.occupied) parts.push(texts.occupied);
  else if (!seat.available) parts.push(texts.unavailable);
  else parts.push(seat.price ? formatPrice(seat.price) : texts.included);
  return parts.join(', ');
}
