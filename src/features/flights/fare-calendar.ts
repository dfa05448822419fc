import type { CabinClass } from '../../shared/domain/fare-conditions';
import type { PassengerCounts } from '../../shared/domain/passengers';
import { daysBetween } from '../../shared/domain/calendar-days';
import type { SearchPlace } from './search-criteria';
import { displayLocale } from '../../shared/i18n/display-locale';
import { formatAud, numberFormat } from '../../shared/i18n/intl';
import type { Locale } from '../../shared/i18n/languages';

/**
 * Prices in the date picker (issue 12 "Calendar with prices"): the lowest fare per day of a route, asked
 * of POST /AirShopping/LowestFareCalendar once per month shown. Pure rules: which route and trip a
 * calendar prices, how a price is written in a day's cell and in its accessible name.
 */

/** The longest stay the endpoint prices as a return trip (its `stayDays`). */
const MAX_STAY_DAYS = 30;
/** Days priced within this share above the lowest price shown are marked as the cheapest. */
const CHEAPEST_MARGIN = 0.05;

/** What a calendar's prices are: one-way out, one-way back, or return trips of a given stay. */
type FareCalendarKind = 'oneWay' | 'back' | 'return';

/** The request of one month but its `month`; `kind` says what the price covers (for the legend). */
export interface FareCalendarQuery {
  kind: FareCalendarKind;
  travellers: number;
  request: {
    siteId: string;
    depCode: string;
    depCodeType: 'A' | 'C';
    arrCode: string;
    arrCodeType: 'A' | 'C';
    cabinClass: CabinClass;
    passengerInfos: { passengerType: 'Adult' | 'Children' | 'Infants'; count: number }[];
    stayDays?: number;
  };
}

export interface FareCalendarRoute {
  siteId: string;
  /** The calendar's departure and arrival: both must be places chosen from the suggestions (coded). */
  from: SearchPlace | null;
  to: SearchPlace | null;
  cabinClass: CabinClass;
  passengers: PassengerCounts;
  /** 'back' for a return date's calendar (priced as the flight home). */
  kind?: 'oneWay' | 'back';
  /** A return trip's departure calendar: the return date chosen, priced as the whole trip when it can be. */
  returnDate?: string | undefined;
  departDate?: string | undefined;
}

/**
 * The query a calendar prices, or null when the route is not complete (a place missing, or typed but not
 * chosen): then the calendar shows no prices. A return trip's departure calendar prices the whole trip
 * (stayDays) once its return date is chosen and the stay is 1 to 30 days; otherwise one-way out.
 */
export function fareCalendarQuery(route: FareCalendarRoute): FareCalendarQuery | null {
  const { from, to } = route;
  if (!from?.code || !to?.code || from.code === to.code) return null;
  const stay =
    route.kind !== 'back' && route.returnDate && route.departDate
      ? daysBetween(route.departDate, route.returnDate)
      : 0;
  const isReturn = stay >= 1 && stay <= MAX_STAY_DAYS;
  const { adult, children, infants } = route.passengers;
  return {
    kind: isReturn ? 'return' : (route.kind ?? 'oneWay'),
    travellers: adult + children + infants,
    request: {
      siteId: route.siteId,
      depCode: from.code,
      depCodeType: from.codeType,
      arrCode: to.code,
      arrCodeType: to.codeType,
      cabinClass: route.cabinClass,
      passengerInfos: [
        { passengerType: 'Adult', count: adult },
        { passengerType: 'Children', count: children },
        { passengerType: 'Infants', count: infants },
      ],
      ...(isReturn ? { stayDays: stay } : {}),
    },
  };
}

/** A stable key of a query's month, to ask for each month once. */
export function fareMonthKey(query: FareCalendarQuery, month: string): string {
  return `${JSON.stringify(query.request)}|${month.slice(0, 7)}`;
}

const wholeDollars = (amount: number) => Math.floor(amount + 1e-9);

/**
 * "$5,712" for a day's accessible name. A lowest price, so rounded down: "from $5,712" stays true of a
 * fare of $5,712.91.
 */
export function fullFarePrice(amount: number, locale: Locale = displayLocale()): string {
  return formatAud(wholeDollars(amount), 0, locale);
}

/**
 * The price in a day's cell, short enough for a phone's calendar: "$845", "$5,712", then "$10.3k" and
 * "$12k" from $10,000 (rounded down, as "from" prices are). The day's accessible name has it in full.
 */
export function compactFarePrice(amount: number, locale: Locale = displayLocale()): string {
  const dollars = wholeDollars(amount);
  if (dollars < 10_000) return fullFarePrice(dollars, locale);
  // The other languages write large amounts their own way ("A$1.2万" in Japanese, "AU$12 rb" in
  // Indonesian), still rounded down.
  if (locale !== 'en') {
    return numberFormat(
      {
        style: 'currency',
        currency: 'AUD',
        notation: 'compact',
        maximumFractionDigits: 1,
        roundingMode: 'floor',
      },
      locale,
    ).format(dollars);
  }
  const thousands = Math.floor(dollars / 100) / 10;
  return Number.isInteger(thousands) ? `$${thousands}k` : `$${thousands.toFixed(1)}k`;
}

/** The days priced at most CHEAPEST_MARGIN above the lowest price among those given. */
export function cheapestDays(prices: ReadonlyMap<string, number | null>): Set<string> {
  const known = [...prices].filter((entry): entry is [string, number] => entry[1] !== null);
  if (!known.length) return new Set();
  const lowest = Math.min(...known.map(([, price]) => price));
  return new Set(known.filter(([, price]) => price <= lowest * (1 + CHEAPEST_MARGIN)).map(([date]) => date));
}
