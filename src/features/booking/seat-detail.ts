import type { Seat, SeatPrice } from '../../shared/contracts/seat-map';
import { seatWords, type DescribedSeat, type SeatLabelTexts } from './seat-label';

/** The words of the visible detail line, capitalised as a label on its own (seatMap.detail). */
export type SeatDetailWords = SeatLabelTexts;

/**
 * The line a sighted user reads for the seat under the pointer or the focus: the words of the seat's
 * accessible name (seatWords), capitalised and joined for the eye ("12A · Window · Bassinet · $120.00"),
 * then who in the booking holds it when someone does.
 */
export function seatDetail(
  seat: DescribedSeat,
  formatPrice: (price: SeatPrice) => string,
  words: SeatDetailWords,
  heldFor?: string,
): string {
  const parts = seatWords(seat, formatPrice, words);
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
