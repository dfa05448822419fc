import type { Seat, SeatPrice } from '../../shared/contracts/seat-map';
import { seatFacts, type SeatLabelTexts } from './seat-label';

/** The words of the visible detail line, capitalised as a label on its own (seatMap.detail). */
export type SeatDetailWords = SeatLabelTexts;

type DetailedSeat = Pick<
  Seat,
  'designator' | 'position' | 'directAisleAccess' | 'characteristics' | 'occupied' | 'available' | 'price'
>;

/**
 * The line a sighted user reads for the seat under the pointer or the focus, with the same facts as the
 * seat's accessible name (seatFacts): "12A · Window · Bassinet · $120.00", "32B · Middle · Occupied",
 * then who in the booking holds it when someone does.
 */
export function seatDetail(
  seat: DetailedSeat,
  formatPrice: (price: SeatPrice) => string,
  words: SeatDetailWords,
  heldFor?: string,
): string {
  const parts: string[] = [seat.designator, ...seatFacts(seat).map((fact) => words[fact])];
  if (seat.occupied) parts.push(words.occupied);
  else if (!seat.available) parts.push(words.unavailable);
  else parts.push(seat.price ? formatPrice(seat.price) : words.included);
  if (heldFor) parts.push(heldFor);
  return parts.join(' · ');
}

/** The marks drawn on the seat itself (the legend explains them). */
export function seatCues(seat: Pick<Seat, 'characteristics'>): { bassinet: boolean; extraLegroom: boolean } {
  return {
    bassinet: seat.characteristics.includes('B'),
    extraLegroom: seat.characteristics.includes('L'),
  };
}
