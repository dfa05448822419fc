import type {
  FareRuleGroup,
  FlightSearchRequest,
  GetResultRequest,
  GetResultResponse,
  Journey,
  PricedItinerary,
  ResultPageRequest,
  SearchResponse,
} from '../../shared/contracts/flights';
import { FrequentFlyerNumberSchema } from '../../shared/contracts/flights';
import { pageOf } from '../../shared/domain/paging';
import { countPassengers } from '../../shared/domain/passengers';
import { RequestRejected } from '../http/envelope';
import { parseInput } from '../http/validate';
import type { Platform } from '../platform/platform';
import { fareRulesOf } from './fare-rule.rules';
import { OFFER_TTL_MINUTES } from '../flights/fare.rules';
import { facetsOf, Inventory, type JourneyQuery } from '../flights/inventory';
import { filterItineraries, matchingBoundsOf, sortItineraries } from '../flights/results.rules';
import { withEmissions } from '../flights/emissions.rules';
import { searchableDates } from '../flights/schedule.rules';
import { sellableJourneys } from '../inventory/sellable';
import { listRecentSearches, recordRecentSearch } from './recent-search.repo';
import {
  loadSearchSession,
  registerItineraryRebuilder,
  saveSearchSession,
  type SearchSession,
} from './session.repo';

export const SESSION_EXPIRED_MESSAGE =
  'Your last session has expired. Please restart your booking from the beginning.';
export const NO_FLIGHTS_MESSAGE = 'No flights were found for that match your search criteria';

/** The airports a journey end stands for: an airport, or every airport of a city. */
export function resolvePlace(inventory: Inventory, code: string, codeType: 'A' | 'C'): string[] {
  const { airports, cities } = inventory.network;
  const city = cities.get(code);
  if (codeType === 'C' && city && city.airports.length > 0) return [...city.airports];
  if (airports.has(code)) return [code];
  if (city && city.airports.length > 0) return [...city.airports];
  throw new RequestRejected(400, `We have no flights to or from ${code}`);
}

export function tripTypeOf(request: FlightSearchRequest): SearchResponse['tripType'] {
  if (request.type === 1) return 'RoundTrip';
  if (request.type === 2) return 'MultiSegment';
  const [first, second] = request.journeys;
  if (request.journeys.length === 1) return 'OneWay';
  if (
    request.journeys.length === 2 &&
    first &&
    second &&
    first.depCode === second.arrCode &&
    first.arrCode === second.depCode
  ) {
    return 'RoundTrip';
  }
  return 'MultiSegment';
}

export function checkDates(platform: Platform, journeys: Journey[]): void {
  const { today, last } = searchableDates(platform.clock.now());
  for (const [index, journey] of journeys.entries()) {
    if (journey.depDate < today)
      throw new RequestRejected(400, `Journey ${index + 1} departs in the past (${journey.depDate})`);
    if (journey.depDate > last) {
      throw new RequestRejected(
        400,
        `Journey ${index + 1} departs after ${last}, the last date that can be booked`,
      );
    }
  }
}

/** The journey queries of a request, with its filters. */
export function journeyQueries(inventory: Inventory, request: FlightSearchRequest): JourneyQuery[] {
  const passengers = countPassengers(request.passengerInfos);
  let frequentFlyerAirline: string | undefined;
  if (request.isFlightFromFrequentFlyerOnly && request.frequentFlyerNumber) {
    frequentFlyerAirline = parseInput(FrequentFlyerNumberSchema, request.frequentFlyerNumber).slice(0, 2);
    if (!inventory.network.airlines.has(frequentFlyerAirline)) {
      throw new RequestRejected(400, `No airline's frequent flyer programme matches ${frequentFlyerAirline}`);
    }
  }
  return request.journeys.map((journey, journeyIndex) => ({
    origins: resolvePlace(inventory, journey.depCode, journey.depCodeType),
    destinations: resolvePlace(inventory, journey.arrCode, journey.arrCodeType),
    date: journey.depDate,
    cabin: request.cabinClass,
    passengers,
    journeyIndex,
    directOnly: request.isDirectFlightOnly,
    freeBaggageOnly: request.isFreeCheckInBaggageOnly,
    freeSeatSelectionOnly: request.isFreeSeatSelectionOnly,
    preferredAirlines: request.preferredAirline,
    ...(frequentFlyerAirline ? { frequentFlyerAirline } : {}),
  }));
}

/**
 * Lets stored sessions be rebuilt by this engine: the same queries at the same search time price the same
 * itineraries (session.repo.ts stores sessions without them).
 */
export function useInventoryForSessions(inventory: Inventory): void {
  registerItineraryRebuilder((stored) =>
    journeyQueries(inventory, stored.request).map((query) =>
      inventory.searchJourney(query, new Date(stored.searchedAt)),
    ),
  );
}

/** Runs a search in process (no storage): what the benchmark measures. */
export function runSearch(
  inventory: Inventory,
  request: FlightSearchRequest,
  now: Date,
): PricedItinerary[][] {
  return journeyQueries(inventory, request).map((query) => inventory.searchJourney(query, now));
}

/** /AirShopping/Search: prices every journey, stores the session, records the recent search. */
export async function search(
  platform: Platform,
  inventory: Inventory,
  owner: string,
  request: FlightSearchRequest,
  firstPage?: ResultPageRequest,
): Promise<SearchResponse> {
  checkDates(platform, request.journeys);
  const now = platform.clock.now();
  const queries = journeyQueries(inventory, request);
  const session: SearchSession = {
    shoppingRspId: platform.ids.uuid(),
    owner,
    siteId: request.siteId,
    tripType: tripTypeOf(request),
    request,
    searchedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + OFFER_TTL_MINUTES * 60_000).toISOString(),
    journeys: queries.map((query, index) => ({
      journeyIndex: index,
      depCode: request.journeys[index]!.depCode,
      arrCode: request.journeys[index]!.arrCode,
      depDate: query.date,
      itineraries: inventory.searchJourney(query, now),
    })),
  };
  await saveSearchSession(platform, session);
  await recordRecentSearch(platform, owner, request);
  // Every journey counted against the cabin inventory in one read (ADR 022).
  const sellable = await sellableJourneys(
    platform.database.db,
    session.journeys.map((journey) => journey.itineraries),
    seatedOf(session),
    now,
  );
  const counted = {
    ...session,
    journeys: session.journeys.map((journey, index) => ({ ...journey, itineraries: sellable[index]! })),
  };
  const summary = summaryOf(counted);
  // The journey's first page from the counts just read: what GetResult would answer, without the
  // browser's second call, the session lookup and the second read of the cabin counts (ADR 032).
  const journey = firstPage && counted.journeys[firstPage.journeyIndex];
  return journey
    ? { ...summary, firstPage: resultPageOf(session, journey, { ...firstPage, pageNumber: 1 }) }
    : summary;
}

type SessionJourney = SearchSession['journeys'][number];

/** Travellers who take a seat: infants fly on an adult's lap. */
function seatedOf(session: SearchSession): number {
  const passengers = countPassengers(session.request.passengerInfos);
  return passengers.adult + passengers.children;
}

/** A journey's itineraries as this channel can sell them now (the cabin inventory, ADR 022). */
async function sellableJourney(
  platform: Platform,
  session: SearchSession,
  journey: SessionJourney,
): Promise<SessionJourney> {
  const now = platform.clock.now();
  const [itineraries] = await sellableJourneys(
    platform.database.db,
    [journey.itineraries],
    seatedOf(session),
    now,
  );
  return { ...journey, itineraries: itineraries! };
}

/** The lowest fare of sellable itineraries: what GetResult's facets.price.min says without filters. */
function lowestFareOf(itineraries: PricedItinerary[]): SearchResponse['journeys'][number]['lowestFare'] {
  if (itineraries.length === 0) return null;
  let amount = itineraries[0]!.lowestPrice;
  for (const item of itineraries) if (item.lowestPrice < amount) amount = item.lowestPrice;
  return { amount, currency: 'AUD' };
}

function summaryOf(session: SearchSession): SearchResponse {
  return {
    shoppingRspId: session.shoppingRspId,
    tripType: session.tripType,
    expiresAt: session.expiresAt,
    journeys: session.journeys.map((journey) => ({
      journeyIndex: journey.journeyIndex,
      depCode: journey.depCode,
      arrCode: journey.arrCode,
      depDate: journey.depDate,
      totalItineraries: journey.itineraries.length,
      lowestFare: lowestFareOf(journey.itineraries),
    })),
  };
}

async function requireSession(platform: Platform, shoppingRspId: string): Promise<SearchSession> {
  const session = await loadSearchSession(platform, shoppingRspId);
  if (!session) throw new RequestRejected(410, SESSION_EXPIRED_MESSAGE);
  return session;
}

/** /AirShopping/GetResult: one journey's itineraries, filtered, sorted and paged; facets of the whole journey. */
export async function getResult(platform: Platform, request: GetResultRequest): Promise<GetResultResponse> {
  const session = await requireSession(platform, request.shoppingRspId);
  const asked = session.journeys[request.journeyIndex];
  if (!asked) throw new RequestRejected(400, `This search has no journey ${request.journeyIndex}`);
  // Only the journey asked for is counted against the cabin inventory: the others are not shown.
  return resultPageOf(session, await sellableJourney(platform, session, asked), request);
}

/** A page of a journey whose itineraries are counted against the cabin inventory. */
function resultPageOf(
  session: SearchSession,
  journey: SessionJourney,
  request: ResultPageRequest & { pageNumber: number },
): GetResultResponse {
  // Each itinerary's CO2e and "Lower emissions" label, against the whole journey, before any filter.
  const itineraries = withEmissions(journey.itineraries);
  const filtered = filterItineraries(itineraries, request.filters);
  const sorted = sortItineraries(filtered, request.sortBy);
  const page = pageOf(sorted, request);
  return {
    shoppingRspId: session.shoppingRspId,
    tripType: session.tripType,
    expiresAt: session.expiresAt,
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
    totalPages: page.pageCount,
    journey: {
      journeyIndex: journey.journeyIndex,
      depCode: journey.depCode,
      arrCode: journey.arrCode,
      depDate: journey.depDate,
      totalItineraries: sorted.length,
      facets: facetsOf(itineraries),
      matching: matchingBoundsOf(filtered),
      itineraries: page.items,
    },
  };
}

export async function recentSearches(platform: Platform, owner: string, siteId: string) {
  return listRecentSearches(platform, owner, siteId);
}

/** Finds one itinerary of a live session. */
export async function findItinerary(
  platform: Platform,
  shoppingRspId: string,
  pricedItineraryId: string,
): Promise<{ session: SearchSession; itinerary: PricedItinerary }> {
  const session = await requireSession(platform, shoppingRspId);
  const journeyIndex = Number(pricedItineraryId.slice(1, 2));
  const itinerary = session.journeys[journeyIndex]?.itineraries.find(
    (item) => item.pricedItineraryId === pricedItineraryId,
  );
  if (!itinerary)
    throw new RequestRejected(
      404,
      'Your selected itinerary is no more available. Please choose another flight.',
    );
  return { session, itinerary };
}

/** /Offer/FareRule: the rules of an itinerary's brands (or of one brand). */
export async function fareRules(
  platform: Platform,
  request: { shoppingRspId: string; pricedItineraryId: string; brandIndex?: number | undefined },
): Promise<FareRuleGroup[]> {
  const { itinerary } = await findItinerary(platform, request.shoppingRspId, request.pricedItineraryId);
  const groups = fareRulesOf(itinerary, request.brandIndex);
  if (groups.length === 0) throw new RequestRejected(404, 'Fare Rules not available');
  return groups;
}
