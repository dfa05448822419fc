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
  const parts: string[] = [seat.designator, texts[seat.position]];
  if (seat.directAisleAccess) parts.push(texts.directAisleAccess);
  if (seat.characteristics.includes('E')) parts.push(texts.exitRow);
  if (seat.characteristics.includes('L')) parts.push(texts.extraLegroom);
  if (seat.characteristics.includes('B')) parts.push(texts.bassinet);
  if (seat.occupied) parts.push(texts.occupied);
  else if (!seat.available) parts.push(texts.unavailable);
  else parts.push(seat.price ? formatPrice(seat.price) : texts.included);
  return parts.join(', ');
}
