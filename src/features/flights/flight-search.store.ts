import '../../lib/session-storage';
import { persistentAtom } from '@nanostores/persistent';
import { defaultCriteria, MIN_MULTI_CITY_LEGS, type FlightSearchCriteria } from './search-criteria';

/**
 * $flightSearch: the flight search criteria of this browser tab (spec §3 "Browser-session items"),
 * saved on every change of the search form and restored when the form starts, so the home form keeps
 * the last search. Components read it with useStore($flightSearch, { ssr: () => INITIAL_FLIGHT_SEARCH })
 * so that the server render and the first browser render agree.
 */
const FLIGHT_SEARCH_KEY = 'ctg:flightSearch';
export const INITIAL_FLIGHT_SEARCH: FlightSearchCriteria = defaultCriteria();

/** Reads a saved value, keeping only what still has the expected shape (older saves, edited storage). */
export function decodeFlightSearch(encoded: string): FlightSearchCriteria {
  const fallback = defaultCriteria();
  try {
    const saved = JSON.parse(encoded) as Partial<FlightSearchCriteria> | null;
    if (!saved || typeof saved !== 'object') return fallback;
    const merged: FlightSearchCriteria = { ...fallback, ...saved };
    merged.passengerInfos = { ...fallback.passengerInfos, ...(saved.passengerInfos ?? {}) };
    merged.journeys = Array.isArray(saved.journeys) ? saved.journeys.slice(0, 6) : fallback.journeys;
    while (merged.journeys.length < MIN_MULTI_CITY_LEGS)
      merged.journeys.push({ dep: null, arr: null, depDate: '' });
    merged.preferredAirline = Array.isArray(saved.preferredAirline) ? saved.preferredAirline : [];
    if (![0, 1, 2].includes(merged.type)) merged.type = fallback.type;
    return merged;
  } catch {
    return fallback;
  }
}

export const $flightSearch = persistentAtom<FlightSearchCriteria>(FLIGHT_SEARCH_KEY, INITIAL_FLIGHT_SEARCH, {
  encode: JSON.stringify,
  decode: decodeFlightSearch,
});

/** Saves the criteria as the form or the results page has them. */
export function saveFlightSearch(criteria: FlightSearchCriteria): void {
  $flightSearch.set(criteria);
}

/** Forgets the saved search (the form shows its defaults again). */
export function clearFlightSearch(): void {
  $flightSearch.set(defaultCriteria());
}
