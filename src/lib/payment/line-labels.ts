/**
 * Price lines worded in the reader's language (issue 25 defect 7): the Booking API labels its lines in
 * English ("Sydney to London, Business Saver fare"); a line that says what it prices (PriceLineSubject)
 * is worded from the page's texts and the cities' names in the language instead. A line without a
 * subject (one stored before subjects, a change, a hotel room) keeps the API's label.
 */
import type { TFunction } from 'i18next';
import type { OfferJourney, PriceLine } from '../../shared/contracts/offer';

/** A city's name for the reader: "シドニー" for SYD in Japanese; the English name where none is known. */
export type CityNamer = (cityCode: string, english: string) => string;

export const englishCityNames: CityNamer = (_cityCode, english) => english;

type JourneyLike = Pick<OfferJourney, 'journeyIndex' | 'itinerary'>;

/** "シドニー → ロンドン": where a journey starts and ends, in the reader's words. */
export function journeyRouteIn(journey: JourneyLike, t: TFunction, cityName: CityNamer): string | null {
  const segments = journey.itinerary.segments;
  const first = segments[0]?.departure;
  const last = segments[segments.length - 1]?.arrival;
  if (!first || !last) return null;
  return t('payment.lines.route', {
    from: cityName(first.cityCode, first.cityName),
    to: cityName(last.cityCode, last.cityName),
  });
}

/** The line's label in the reader's language, or the API's English label when it cannot be worded. */
export function priceLineLabel(
  line: PriceLine,
  journeys: readonly JourneyLike[],
  t: TFunction,
  cityName: CityNamer,
): string {
  const subject = line.subject;
  if (!subject) return line.label;
  const journey = journeys.find((item) => item.journeyIndex === subject.journeyIndex);
  const route = journey ? journeyRouteIn(journey, t, cityName) : null;
  switch (line.kind) {
    case 'fare':
      return route && subject.brand ? t('payment.lines.fare', { route, brand: subject.brand }) : line.label;
    case 'taxes':
      return route ? t('payment.lines.taxes', { route }) : line.label;
    case 'bag':
      return route && subject.extraKg ? t('payment.lines.bag', { kg: subject.extraKg, route }) : line.label;
    case 'seat':
      return subject.seat && subject.flight
        ? t('payment.lines.seat', { seat: subject.seat, flight: subject.flight })
        : line.label;
    case 'meal': {
      // The profile's meal names are the site's own translation of the IATA codes.
      const key = `profile.meals.${subject.mealCode ?? ''}`;
      return subject.mealCode && t(key) !== key ? t(key) : line.label;
    }
    default:
      return line.label;
  }
}
