/**
 * How a shortlisted flight reads in the shortlist (dashboard and guest page): times on the airport's own
 * clock, the price as the site writes money, and the link that runs the same search again with the
 * shortlisted flights highlighted.
 */
import type { CodeType, PricedItinerary } from '../../../shared/contracts/flights';
import { formatMoney } from '../../../shared/domain/money';
import { displayLocale } from '../../../shared/i18n/display-locale';
import { dateFormat } from '../../../shared/i18n/intl';
import type { Locale } from '../../../shared/i18n/languages';
import { criteriaToQuery, defaultCriteria, MULTI_CITY, ONE_WAY, RETURN } from '../../flights/search-criteria';
import { CABIN_CLASSES, DEFAULT_CABIN, type CabinClass } from '../../../shared/domain/fare-conditions';

/** A shortlisted flight as /ShortlistedFlight/List returns it (the fields the list reads). */
export interface ShortlistEntry {
  id: string;
  departsAt: string;
  createdAt: string;
  search: {
    tripType?: string;
    depCode: string;
    arrCode: string;
    depDate: string;
    cabinClass: string;
    passengerInfos?: { passengerType: string; count: number }[];
    /** Every journey of the search (entries saved since issue 12; older ones have only their own leg). */
    journeys?: {
      depCode: string;
      depCodeType?: CodeType;
      arrCode: string;
      arrCodeType?: CodeType;
      depDate: string;
    }[];
  };
  itinerary: PricedItinerary;
}

/**
 * The results view key naming the flights to highlight: flight numbers joined by commas
 * ("#highlight=SQ218,SQ322"), every segment of the shortlisted itinerary. It travels in the fragment,
 * with the rest of the results view (src/features/flights/results-view-state.ts): the server canonicalises
 * the search's query string, and a fragment survives that redirect.
 */
const HIGHLIGHT_PARAM = 'highlight';

/**
 * "Wed 6 Jan 2027, 06:20" from a local ISO date-time ("2027-01-06T06:20:00+11:00"): the airport's own
 * clock, read from the string, never converted through the browser's time zone.
 */
export function localDepartureLabel(localTime: string, locale: Locale = displayLocale()): string {
  const [year, month, day] = localTime.slice(0, 10).split('-').map(Number);
  // Noon UTC of that calendar day: the weekday and month names of the date itself.
  const date = new Date(Date.UTC(year!, month! - 1, day!, 12));
  const clock = localTime.slice(11, 16);
  // With the year: a shortlist outlives the search, and "Wed 6 Jan" alone is ambiguous (issue 25 defect 2).
  const format = dateFormat(
    { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    locale,
  );
  // Other languages order the day their own way ("1月6日(水)", "Rab, 6 Jan").
  if (locale !== 'en') return `${format.format(date)} ${clock}`;
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${clock}`;
}

/** "$2,914.20": the lowest price of the shortlisted flight as the site writes money. */
export function shortlistPrice(itinerary: PricedItinerary): string {
  return formatMoney(itinerary.lowestPrice);
}

/** The flight numbers of an itinerary, in flying order ("SQ218", "SQ322"). */
function flightNumbersOf(itinerary: PricedItinerary): string[] {
  return itinerary.segments.map((segment) => segment.flightNumber);
}

const TRIP_TYPES = { OneWay: ONE_WAY, RoundTrip: RETURN, MultiSegment: MULTI_CITY } as const;

function countOf(entry: ShortlistEntry, type: string, fallback: number): number {
  return entry.search.passengerInfos?.find((info) => info.passengerType === type)?.count ?? fallback;
}

/**
 * The /flight/result URL of the search the flight was shortlisted from (same places, dates, cabin
 * and travellers), with its flights named in `highlight`. Entries saved before the search's journeys
 * were kept rerun their own leg as a one-way search.
 */
export function searchAgainUrl(entry: ShortlistEntry): string {
  const first = entry.itinerary.segments[0];
  const ownLeg = {
    depCode: entry.search.depCode,
    depCodeType: (first?.departure.code === entry.search.depCode ? 'A' : 'C') as CodeType,
    arrCode: entry.search.arrCode,
    arrCodeType: (entry.itinerary.segments.at(-1)?.arrival.code === entry.search.arrCode
      ? 'A'
      : 'C') as CodeType,
    depDate: entry.search.depDate,
  };
  const journeys = entry.search.journeys?.length ? entry.search.journeys : [ownLeg];
  const type = entry.search.journeys?.length
    ? (TRIP_TYPES[entry.search.tripType as keyof typeof TRIP_TYPES] ?? ONE_WAY)
    : ONE_WAY;
  const place = (code: string, codeType: CodeType | undefined) => ({
    code,
    codeType: codeType ?? 'C',
    name: code,
  });
  const legs = journeys.map((journey) => ({
    dep: place(journey.depCode, journey.depCodeType),
    arr: place(journey.arrCode, journey.arrCodeType),
    depDate: journey.depDate,
  }));
  const criteria = defaultCriteria();
  criteria.type = type === RETURN && legs.length !== 2 ? ONE_WAY : type;
  criteria.dep = legs[0]!.dep;
  criteria.arr = legs[0]!.arr;
  criteria.depDate = legs[0]!.depDate;
  criteria.retDate = criteria.type === RETURN ? legs[1]!.depDate : '';
  criteria.journeys = legs;
  criteria.cabinClass = CABIN_CLASSES.includes(entry.search.cabinClass as CabinClass)
    ? (entry.search.cabinClass as CabinClass)
    : DEFAULT_CABIN;
  criteria.passengerInfos = {
    adult: countOf(entry, 'Adult', 1),
    children: countOf(entry, 'Children', 0),
    infants: countOf(entry, 'Infants', 0),
  };
  const query = criteriaToQuery(criteria);
  const highlight = new URLSearchParams({ [HIGHLIGHT_PARAM]: flightNumbersOf(entry.itinerary).join(',') });
  return `/flight/result?${query.toString()}#${highlight.toString().replaceAll('%2C', ',')}`;
}
