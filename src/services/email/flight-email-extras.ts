/**
 * What a flight booking's email says beyond the flights (issue 23): each passenger's seats, bags and
 * meals, the price lines and the fare conditions in brief, in the recipient's language (called inside
 * inEmailLanguage).
 */
import type { Segment } from '../../shared/contracts/flight-results';
import type { Order } from '../../shared/contracts/order';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/languages';
import type { Translate } from '../../shared/i18n/translate';
import { routeOfCodesIn } from '../../shared/places/airport-city';
import { MEAL_PREFERENCES } from '../../shared/domain/meal-preferences';
import { formatAud } from '../../shared/i18n/intl';
import {
  mealNameIn,
  priceLineLabel,
  type CityNamer,
  type LineTextKeys,
} from '../../shared/price-lines/price-line-words';
import { money } from './booking-email-parts';

/** Where emails.json keeps the price lines' wordings and the meals' names (the PDFs word lines alike). */
export const EMAIL_LINE_KEYS: LineTextKeys = { lines: 'priceLines', meals: 'meals' };

// The language's name for the meal (issue 25 defect 7), else the shared list's English one.
const mealName = (code: string, t: Translate) =>
  mealNameIn(code, t, EMAIL_LINE_KEYS) ?? MEAL_PREFERENCES.find((meal) => meal.code === code)?.name ?? code;

/**
 * "シドニー発 ロンドン行き、Business Saver運賃：A$2,500.00", one per price line, then the total; none for an
 * order without lines. A line that does not say what it prices keeps the Booking API's English label.
 */
export function priceLineItems(order: Order, t: Translate, cityName: CityNamer): string[] {
  if (order.lines.length === 0) return [];
  return [
    ...order.lines.map((line) =>
      t('flight.line', {
        label: priceLineLabel(line, order.journeys, t, cityName, EMAIL_LINE_KEYS),
        amount: money(line.amountCents),
      }),
    ),
    t('flight.total', { amount: money(order.totalCents) }),
  ];
}

/**
 * "SYD–LHR" between two places of a flight or journey; "シドニー (SYD)–ロンドン (LHR)" for a reader
 * who knows cities in another script (issue 25).
 */
const routeOf = (from: Segment['departure'], to: Segment['arrival'], locale: Locale) =>
  routeOfCodesIn(locale, from.code, to.code, { from: from.cityCode, to: to.cityCode });

/** "Seat 7A (SYD–MEL) · Extra bag 23 kg (SYD–MEL) · Meal: Vegetarian vegan meal", or "" for none. */
export function passengerExtras(
  order: Order,
  travelerId: string,
  t: Translate,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const { seats, bags, meals } = order.ancillaries;
  const segmentOf = (flightKey: string) =>
    order.journeys.flatMap((journey) =>
      journey.itinerary.segments.filter((_, index) => journey.flightKeys[index] === flightKey),
    )[0];
  const routeOfJourney = (journeyIndex: number) => {
    const segments = order.journeys.find((journey) => journey.journeyIndex === journeyIndex)?.itinerary
      .segments;
    return segments ? routeOf(segments[0]!.departure, segments.at(-1)!.arrival, locale) : '';
  };
  const parts = [
    ...seats
      .filter((seat) => seat.travelerId === travelerId)
      .map((seat) => {
        const segment = segmentOf(seat.flightKey);
        const route = segment ? routeOf(segment.departure, segment.arrival, locale) : '';
        return t('flight.seat', { seat: seat.designator, route });
      }),
    ...bags
      .filter((bag) => bag.travelerId === travelerId)
      .map((bag) =>
        t('flight.bag', { kg: /(\d+)/.exec(bag.bandId)?.[1] ?? '', route: routeOfJourney(bag.journeyIndex) }),
      ),
    ...meals
      .filter((meal) => meal.travelerId === travelerId)
      .map((meal) => t('flight.meal', { meal: mealName(meal.mealCode, t) })),
  ];
  return parts.join(' · ');
}

/** One line per journey: its route, fare, refunds and changes, checked bags. */
export function fareConditionLines(order: Order, t: Translate, locale: Locale = DEFAULT_LOCALE): string[] {
  return order.journeys.map((journey) => {
    const { brand } = journey;
    const segments = journey.itinerary.segments;
    // Brand fees are in dollars, as the fare table shows them.
    const refund =
      brand.refund.condition === 'NotRefundable'
        ? t('flight.refund.none')
        : brand.refund.condition === 'Refundable' || brand.refund.fee === null
          ? t('flight.refund.free')
          : t('flight.refund.fee', { fee: formatAud(brand.refund.fee) });
    const change =
      brand.exchange.condition === 'NotAllowed'
        ? t('flight.change.none')
        : brand.exchange.condition === 'Exchangeable' || brand.exchange.fee === null
          ? t('flight.change.free')
          : t('flight.change.fee', { fee: formatAud(brand.exchange.fee) });
    const bags = t('flight.checkedBags', {
      count: brand.baggage.checkedPieces,
      kg: brand.baggage.checkedKgPerPiece,
    });
    const route = routeOf(segments[0]!.departure, segments.at(-1)!.arrival, locale);
    return t('flight.conditions', { route, brand: brand.name, refund, change, bags });
  });
}
