import type { SeatProduct } from '../../shared/contracts/flights';
import type { Translate } from '../../shared/i18n/translate';

/**
 * "Lie-flat · direct aisle access · 1-2-1": the seat of a flight's booked cabin in the words a
 * traveller compares (the airline's own name for it first when it has one). Null when the API does not
 * know the product: the screens then say nothing rather than guess.
 */
export function seatProductWords(product: SeatProduct | null, t: Translate): string | null {
  if (!product) return null;
  const words = [
    product.name,
    product.lieFlat ? t('flights.results.seat.lieFlat') : t('flights.results.seat.notLieFlat'),
    product.directAisleAccess ? t('flights.results.seat.directAisle') : null,
    product.layout ? t('flights.results.seat.layout', { layout: product.layout }) : null,
  ];
  return words.filter((word): word is string => Boolean(word)).join(' · ');
}

/** True when every flight of an itinerary has the feature (how the filters and row icons read it). */
export function everyFlightHas(
  products: (SeatProduct | null)[],
  feature: 'lieFlat' | 'directAisleAccess',
): boolean {
  return products.length > 0 && products.every((product) => product?.[feature] === true);
}
