/**
 * Price lines worded in the reader's language (issue 25 defect 7): the Booking API labels its lines in
 * English ("Sydney to London, Business Saver fare"); a line that says what it prices (PriceLineSubject)
 * is worded from the reader's texts and the cities' names in the language instead. A line without a
 * subject (one stored before subjects, a hotel room) keeps the API's label; a date change's lines and a
 * document's card surcharge are known by their exact labels (known-line-labels.ts). Shared by the
 * site's pages (payment.lines.* of booking-payment.json) and the services' emails (priceLines.* of
 * emails.json): each passes its own translator and the keys its texts sit under.
 */
import type { PriceLine } from '../contracts/offer';
import type { Translate } from '../i18n/translate';
import { knownLineKey } from './known-line-labels';

/** A city's name for the reader: "シドニー" for SYD in Japanese; the English name where none is known. */
export type CityNamer = (cityCode: string, english: string) => string;

export const englishCityNames: CityNamer = (_cityCode, english) => english;

/** Where a set of texts keeps the line wordings (route, fare, taxes, seat, bag) and the meals' names. */
export interface LineTextKeys {
  lines: string;
  meals: string;
}

/** The site's keys: booking-payment.json's payment.lines, the profile's meal names. */
const SITE_LINE_KEYS: LineTextKeys = { lines: 'payment.lines', meals: 'profile.meals' };

type CityOf = { cityCode: string; cityName: string };

/** A journey as far as the wording needs it: an order's or offer's, or a document's (one leg per journey). */
export interface JourneyLike {
  journeyIndex: number;
  itinerary: { segments: readonly { departure: CityOf; arrival: CityOf }[] };
}

/** A line as far as the wording needs it (an offer's or order's price line, a document's line). */
export type WordableLine = Pick<PriceLine, 'label' | 'subject'> & { kind?: PriceLine['kind'] };

/** "シドニー発 ロンドン行き": where a journey starts and ends, in the reader's words. */
export function journeyRouteIn(
  journey: JourneyLike,
  t: Translate,
  cityName: CityNamer,
  keys: LineTextKeys = SITE_LINE_KEYS,
): string | null {
  const segments = journey.itinerary.segments;
  const first = segments[0]?.departure;
  const last = segments[segments.length - 1]?.arrival;
  if (!first || !last) return null;
  return t(`${keys.lines}.route`, {
    from: cityName(first.cityCode, first.cityName),
    to: cityName(last.cityCode, last.cityName),
  });
}

/** The line's label in the reader's language, or the API's English label when it cannot be worded. */
export function priceLineLabel(
  line: WordableLine,
  journeys: readonly JourneyLike[],
  t: Translate,
  cityName: CityNamer,
  keys: LineTextKeys = SITE_LINE_KEYS,
): string {
  const knownKey = line.subject ? null : knownLineKey(line.label);
  if (knownKey) return t(`${keys.lines}.${knownKey}`);
  const subject = line.subject;
  if (!subject) return line.label;
  const journey = journeys.find((item) => item.journeyIndex === subject.journeyIndex);
  const route = journey ? journeyRouteIn(journey, t, cityName, keys) : null;
  const text = (name: string, options: Record<string, string | number>) =>
    t(`${keys.lines}.${name}`, options);
  switch (line.kind) {
    case 'fare':
      return route && subject.brand ? text('fare', { route, brand: subject.brand }) : line.label;
    case 'taxes':
      return route ? text('taxes', { route }) : line.label;
    case 'bag':
      return route && subject.extraKg ? text('bag', { kg: subject.extraKg, route }) : line.label;
    case 'seat':
      return subject.seat && subject.flight
        ? text('seat', { seat: subject.seat, flight: subject.flight })
        : line.label;
    case 'meal':
      return (subject.mealCode && mealNameIn(subject.mealCode, t, keys)) || line.label;
    default:
      return line.label;
  }
}

/** A meal's name in the reader's language (the texts translate the IATA codes), or null when unknown. */
export function mealNameIn(
  mealCode: string,
  t: Translate,
  keys: LineTextKeys = SITE_LINE_KEYS,
): string | null {
  const key = `${keys.meals}.${mealCode}`;
  const name = t(key);
  return name !== key ? name : null;
}
