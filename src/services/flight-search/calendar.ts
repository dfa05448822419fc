import type { FlexibleDateCell, FlightSearchRequest } from '../../shared/contracts/flights';
import type {
  CalendarDay,
  LowestFareCalendarRequest,
  LowestFareCalendarResponse,
} from '../../shared/contracts/flight-calendar';
import { countPassengers } from '../../shared/domain/passengers';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { checkDates, journeyQueries, resolvePlace, tripTypeOf } from './flights.service';
import type { Inventory, JourneyQuery } from '../flights/inventory';
import { searchableDates } from '../flights/schedule.rules';
import { addDays } from '../../shared/domain/calendar-days';
import { readCabinCountsBetween } from '../inventory/cabin-counts.repo';
import { countsDigest, sellableCombos } from '../inventory/combos';
import { sellableItineraries } from '../inventory/sellable';

/** The two date-price views: the flexible-date grid around a search and the month calendar of the date picker. */

/** Months kept per route, cabin and party; the key holds today's date, so a new day starts afresh. */
const MAX_CACHED_MONTHS = 2_000;
const monthCache = new Map<string, CalendarDay[]>();

function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/**
 * /AirShopping/LowestFareCalendar: per day of the month, the lowest total a search leaving that day would
 * show (Inventory.lowestTotal: the same timetable and pricing), or with `stayDays` the lowest outbound plus
 * the lowest return `stayDays` later, as the flexible-date grid adds them. Null for past days, days past the
 * bookable range (the return too) and days with no flights.
 */
export async function lowestFareCalendar(
  platform: Platform,
  inventory: Inventory,
  request: LowestFareCalendarRequest,
): Promise<LowestFareCalendarResponse> {
  const now = platform.clock.now();
  const { today, last } = searchableDates(now);
  const origins = resolvePlace(inventory, request.depCode, request.depCodeType);
  const destinations = resolvePlace(inventory, request.arrCode, request.arrCodeType);
  const passengers = countPassengers(request.passengerInfos);
  let cacheKey = [
    today,
    origins.join(','),
    destinations.join(','),
    request.month,
    request.cabinClass,
    passengers.adult,
    passengers.children,
    passengers.infants,
    request.stayDays ?? 0,
  ].join('|');
  // What this channel sold and holds that month (and the returns after it): part of the cache key, so
  // a sale or a lapsed hold shows in the calendar at once.
  const monthDays = daysOfMonth(request.month);
  const counts = await readCabinCountsBetween(
    platform.database.db,
    monthDays[0]!,
    addDays(monthDays[monthDays.length - 1]!, request.stayDays ?? 0),
    now,
  );
  const isSellable = sellableCombos(request.cabinClass, passengers.adult + passengers.children, counts, now);
  cacheKey += `|${countsDigest(counts)}`;
  const cached = monthCache.get(cacheKey);
  if (cached) return { currency: 'AUD', days: cached };

  const base = { cabin: request.cabinClass, passengers, journeyIndex: 0 };
  const lowest = new Map<string, number | null>();
  const lowestOn = (query: Omit<JourneyQuery, 'date'>, date: string, key: string) => {
    const cacheKey = `${key}${date}`;
    if (!lowest.has(cacheKey))
      lowest.set(cacheKey, inventory.lowestTotal({ ...query, date }, now, isSellable));
    return lowest.get(cacheKey)!;
  };
  const days = monthDays.map((date): CalendarDay => {
    if (date < today || date > last) return { date, lowestPrice: null };
    const out = lowestOn({ ...base, origins, destinations }, date, 'out');
    if (out === null || request.stayDays === undefined) return { date, lowestPrice: out };
    const returnDate = addDays(date, request.stayDays);
    if (returnDate > last) return { date, lowestPrice: null };
    const back = lowestOn({ ...base, origins: destinations, destinations: origins }, returnDate, 'back');
    return { date, lowestPrice: back === null ? null : Math.round((out + back) * 100) / 100 };
  });
  if (monthCache.size > MAX_CACHED_MONTHS) monthCache.clear();
  monthCache.set(cacheKey, days);
  return { currency: 'AUD', days };
}

/** Days either side of the chosen dates in the flexible-date grid. */
const FLEXIBLE_DAYS = 3;

/**
 * /AirShopping/FlexibleDateSearch: the lowest total price per departure date, 3 days either side (7 cells);
 * for a return, per pair of outbound and return dates (7 x 7, pairs returning before leaving left null).
 * Each journey of a day is priced exactly as /AirShopping/Search prices it (the same query, cut-off and
 * cabin inventory), so the searched day's cell is the first price of the Cheapest sort (issue 25).
 * `journeyLowest` gives the parts of the sum, so the return step can add the outbound actually chosen.
 */
export async function flexibleDateSearch(
  platform: Platform,
  inventory: Inventory,
  request: FlightSearchRequest,
): Promise<FlexibleDateCell[]> {
  checkDates(platform, [request.journeys[0]!]);
  const tripType = tripTypeOf(request);
  if (tripType === 'MultiSegment')
    throw new RequestRejected(400, 'Flexible dates are offered for one-way and return searches');
  const now = platform.clock.now();
  const { today, last } = searchableDates(now);
  const [outQuery, backQuery] = journeyQueries(inventory, request);
  const { adult, children } = countPassengers(request.passengerInfos);
  const lowest = async (query: JourneyQuery, date: string): Promise<[string, number | null]> => {
    if (date < today || date > last) return [date, null];
    const priced = inventory.searchJourney({ ...query, date }, now);
    const found = await sellableItineraries(platform.database.db, priced, adult + children, now);
    return [date, found.length ? Math.min(...found.map((item) => item.lowestPrice)) : null];
  };
  const offsets = Array.from({ length: FLEXIBLE_DAYS * 2 + 1 }, (_, index) => index - FLEXIBLE_DAYS);
  const outDates = offsets.map((offset) => addDays(outQuery!.date, offset));
  const outPrices = new Map(await Promise.all(outDates.map((date) => lowest(outQuery!, date))));
  if (!backQuery)
    return outDates.map((depDate) => {
      const out = outPrices.get(depDate) ?? null;
      return { depDate, retDate: null, lowestPrice: out, journeyLowest: [out] };
    });
  const backDates = offsets.map((offset) => addDays(backQuery.date, offset));
  const backPrices = new Map(await Promise.all(backDates.map((date) => lowest(backQuery, date))));
  return outDates.flatMap((depDate) =>
    backDates.map((retDate): FlexibleDateCell => {
      if (retDate < depDate) return { depDate, retDate, lowestPrice: null, journeyLowest: [null, null] };
      const out = outPrices.get(depDate) ?? null;
      const back = backPrices.get(retDate) ?? null;
      const price = out === null || back === null ? null : Math.round((out + back) * 100) / 100;
      return { depDate, retDate, lowestPrice: price, journeyLowest: [out, back] };
    }),
  );
}
