/**
 * The manage-booking sections' words about an order in the reader's language (issue 25 defect 7): the
 * Booking API names journeys and lines in English ("Sydney to London", "Sydney to London, taxes and
 * charges"); these put the cities in the reader's script and word the lines as the payment summary
 * does. English reads as the API wrote it.
 */
import type { TFunction } from 'i18next';
import type { Order } from '../../shared/contracts/order';
import type { CancellationLine } from '../../shared/contracts/order-cancel';
import type { Locale } from '../../shared/i18n/languages';
import { cityNameIn } from '../../lib/i18n/places-in-language';
import { journeyRouteIn, priceLineLabel, type CityNamer } from '../payment/line-labels';

const cityNamerIn =
  (locale: Locale): CityNamer =>
  (code, english) =>
    cityNameIn(locale, code, english);

/** "シドニー発 ロンドン行き" for a journey of the order, or `fallback` when the order lacks it. */
export function journeyRouteOfOrder(
  order: Pick<Order, 'journeys'>,
  journeyIndex: number,
  fallback: string,
  t: TFunction,
  locale: Locale,
): string {
  const journey = order.journeys.find((item) => item.journeyIndex === journeyIndex);
  return (journey && journeyRouteIn(journey, t, cityNamerIn(locale))) || fallback;
}

/** "シドニー – ロンドン": a journey's first and last city, as the date-change form lists journeys. */
export function journeyEndsOfOrder(
  order: Pick<Order, 'journeys'>,
  journeyIndex: number,
  locale: Locale,
): string {
  const segments =
    order.journeys.find((item) => item.journeyIndex === journeyIndex)?.itinerary.segments ?? [];
  const cityName = cityNamerIn(locale);
  const from = segments[0]?.departure;
  const to = segments[segments.length - 1]?.arrival;
  return `${from ? cityName(from.cityCode, from.cityName) : ''} – ${to ? cityName(to.cityCode, to.cityName) : ''}`;
}

/**
 * A cancellation quote's line in the reader's words: the quote repeats the order's lines by label, so
 * the order's own line (same kind, label and traveller) says what it prices.
 */
export function cancellationLineLabel(
  line: CancellationLine,
  order: Pick<Order, 'journeys' | 'lines'>,
  t: TFunction,
  locale: Locale,
): string {
  const own = order.lines.find(
    (item) =>
      item.label === line.label && item.kind === line.kind && (item.travelerId ?? null) === line.travelerId,
  );
  // A line the order does not hold (the card surcharge's share) is worded by its label alone.
  return priceLineLabel(own ?? { label: line.label }, order.journeys, t, cityNamerIn(locale));
}
