import { ApiError } from '../../lib/api/envelope';
import { loadFromService, type RequestScope } from '../../lib/api/service-client';
import type { PlaceSuggestion } from '../../shared/contracts/booking-utilities';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import { todayIn } from '../../shared/domain/zone-clock';
import {
  criteriaFromQuery,
  criteriaToQuery,
  legsOf,
  MULTI_CITY,
  QUERY,
  RETURN,
  type FlightSearchCriteria,
  type SearchPlace,
} from './search-criteria';
import { SEARCH_MESSAGES, searchProblemMessage } from './search-schema';

export const PAST_DATE_MESSAGE = 'Please choose dates from today onwards';

export type ResolvedSearch =
  | { kind: 'ok'; criteria: FlightSearchCriteria }
  /** The same search at its canonical address (typed places looked up, defaults filled). */
  | { kind: 'redirect'; location: string }
  /** A search that cannot run: the message to show, with the criteria as far as they were read. */
  | { kind: 'invalid'; message: string; criteria: FlightSearchCriteria };

type Lookup = (text: string) => Promise<PlaceSuggestion[]>;

/** The auto-suggestion call the server makes to name and check the places of a results URL. */
export function bookingLookup(scope: RequestScope): Lookup {
  return async (text) => {
    try {
      return (
        (await loadFromService<PlaceSuggestion[]>(scope, 'booking', {
          path: '/Utilities/FlightAutoSuggestion',
          query: { query: text, limit: '5' },
        })) ?? []
      );
    } catch (error) {
      // The service refuses text it cannot look up (too short, too long): nothing matches it.
      if (error instanceof ApiError && error.httpStatus === 400) return [];
      throw error;
    }
  };
}

/** `allAirports` is the reader's words for a city's every airport (flights.search.allAirports). */
function placeOf(suggestion: PlaceSuggestion, allAirports: string): SearchPlace {
  return {
    code: suggestion.code,
    codeType: suggestion.codeType,
    name: suggestion.codeType === 'C' ? `${suggestion.cityName}, ${allAirports}` : suggestion.cityName,
  };
}

/**
 * Reads, checks and names the search of a /flight/result URL (the page validates on the server: a bad
 * URL gets a message, never a 500). A code is looked up for its name (and its kind when the URL has
 * none); text typed into the form before its script loaded is looked up and replaced by the best
 * match, then the visitor is sent to the canonical URL.
 */
export async function resolveSearch(
  params: URLSearchParams,
  lookup: Lookup,
  now: Date = new Date(),
  allAirports = 'all airports',
): Promise<ResolvedSearch> {
  const criteria = criteriaFromQuery(params);
  const typesGiven = {
    from: params.getAll(QUERY.fromType),
    to: params.getAll(QUERY.toType),
  };
  const firstProblem = searchProblemMessage(criteria);
  // Empty fields: the spec's messages, without asking the service anything.
  const placesMissing = legsOf(criteria).some((leg) => !leg.dep || !leg.arr || !leg.depDate);
  if (firstProblem && (placesMissing || (criteria.type === RETURN && !criteria.retDate))) {
    return { kind: 'invalid', message: firstProblem, criteria };
  }

  let changed = false;
  const cache = new Map<string, Promise<PlaceSuggestion[]>>();
  const find = (text: string) => {
    const key = text.toLowerCase();
    if (!cache.has(key)) cache.set(key, lookup(text));
    return cache.get(key)!;
  };
  const resolve = async (
    place: SearchPlace | null,
    typeGiven: boolean,
  ): Promise<SearchPlace | string | null> => {
    if (!place) return null;
    if (place.code) {
      const found = (await find(place.code)).find((item) => item.code === place.code);
      if (!found) return SEARCH_MESSAGES.unknownPlace(place.code);
      const match = (await find(place.code)).find(
        (item) => item.code === place.code && (!typeGiven || item.codeType === place.codeType),
      );
      const chosen = match ?? found;
      if (!typeGiven && chosen.codeType !== place.codeType) changed = true;
      return { ...placeOf(chosen, allAirports), codeType: typeGiven ? place.codeType : chosen.codeType };
    }
    const best = (await find(place.name))[0];
    if (!best) return SEARCH_MESSAGES.unknownPlace(place.name);
    changed = true;
    return placeOf(best, allAirports);
  };

  const resolveLeg = async (
    leg: { dep: SearchPlace | null; arr: SearchPlace | null },
    index: number,
  ): Promise<{ dep: SearchPlace | null; arr: SearchPlace | null } | string> => {
    const [dep, arr] = await Promise.all([
      resolve(leg.dep, typesGiven.from[index] !== undefined),
      resolve(leg.arr, typesGiven.to[index] !== undefined),
    ]);
    if (typeof dep === 'string') return dep;
    if (typeof arr === 'string') return arr;
    return { dep, arr };
  };

  const resolved: FlightSearchCriteria = { ...criteria };
  if (criteria.type === MULTI_CITY) {
    const filled = criteria.journeys.filter((leg) => leg.dep || leg.arr || leg.depDate);
    const legs = await Promise.all(filled.map((leg, index) => resolveLeg(leg, index)));
    const problem = legs.find((leg): leg is string => typeof leg === 'string');
    if (problem) return { kind: 'invalid', message: problem, criteria };
    resolved.journeys = criteria.journeys.map((leg, index) => {
      const found = legs[index];
      return found && typeof found !== 'string' ? { ...leg, ...found } : leg;
    });
  } else {
    const leg = await resolveLeg(criteria, 0);
    if (typeof leg === 'string') return { kind: 'invalid', message: leg, criteria };
    resolved.dep = leg.dep;
    resolved.arr = leg.arr;
  }

  const problem = searchProblemMessage(resolved);
  if (problem) return { kind: 'invalid', message: problem, criteria: resolved };
  const today = todayIn(SITE_TIME_ZONE, now);
  if (legsOf(resolved).some((leg) => leg.depDate < today)) {
    return { kind: 'invalid', message: PAST_DATE_MESSAGE, criteria: resolved };
  }
  const canonical = criteriaToQuery(resolved).toString();
  if (changed || canonical !== params.toString()) {
    return { kind: 'redirect', location: `/flight/result?${canonical}` };
  }
  return { kind: 'ok', criteria: resolved };
}
