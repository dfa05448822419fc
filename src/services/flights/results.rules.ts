/** GetResult's filters and sort orders over a journey's priced itineraries. Pure. */
import type {
  GetResultRequest,
  JourneyResult,
  PricedItinerary,
  SortOrder,
} from '../../shared/contracts/flights';
import { timeBandOf } from '../../shared/domain/time-bands';
import { AGENCY_PRIORITY_AIRLINES } from '../../shared/domain/agency-airlines';
import { hasDirectAisleThroughout, isLieFlatThroughout, rankItineraries } from './facets';

const SORTERS: Record<SortOrder, (a: PricedItinerary, b: PricedItinerary) => number> = {
  best: () => 0,
  cheapest: (a, b) => a.lowestPrice - b.lowestPrice || a.totalDurationMinutes - b.totalDurationMinutes,
  fastest: (a, b) => a.totalDurationMinutes - b.totalDurationMinutes || a.lowestPrice - b.lowestPrice,
  earliest: (a, b) =>
    a.segments[0]!.departure.utc.localeCompare(b.segments[0]!.departure.utc) || a.lowestPrice - b.lowestPrice,
  latest: (a, b) =>
    b.segments[0]!.departure.utc.localeCompare(a.segments[0]!.departure.utc) || a.lowestPrice - b.lowestPrice,
};

/** Applies the results filters of GetResult. */
export function filterItineraries(
  itineraries: PricedItinerary[],
  filters: GetResultRequest['filters'],
): PricedItinerary[] {
  return itineraries.filter((item) => {
    if (filters.stops?.length && !filters.stops.includes(Math.min(item.stops, 2) as 0 | 1 | 2)) return false;
    if (
      filters.airlines?.length &&
      !item.segments.some((segment) => filters.airlines!.includes(segment.airline.code))
    )
      return false;
    if (filters.maxPrice !== undefined && item.lowestPrice > filters.maxPrice) return false;
    if (filters.maxDurationMinutes !== undefined && item.totalDurationMinutes > filters.maxDurationMinutes)
      return false;
    const first = item.segments[0]!;
    const last = item.segments[item.segments.length - 1]!;
    if (filters.departureBands?.length && !filters.departureBands.includes(timeBandOf(first.departure.time)))
      return false;
    if (filters.arrivalBands?.length && !filters.arrivalBands.includes(timeBandOf(last.arrival.time)))
      return false;
    if (
      filters.layoverAirports?.length &&
      !item.layovers.every((layover) => filters.layoverAirports!.includes(layover.airport))
    ) {
      return false;
    }
    if (filters.lieFlatOnly && !isLieFlatThroughout(item)) return false;
    if (filters.directAisleOnly && !hasDirectAisleThroughout(item)) return false;
    if (filters.lowerEmissionsOnly && item.emissions?.lower !== true) return false;
    return true;
  });
}

/**
 * The itineraries in the asked order ("best" is the engine's ranking, the agency's priority airlines
 * first among equally good itineraries: /Utilities/AgencyPriorityAirlines).
 */
export function sortItineraries(itineraries: PricedItinerary[], sortBy: SortOrder): PricedItinerary[] {
  return sortBy === 'best'
    ? rankItineraries(itineraries, AGENCY_PRIORITY_AIRLINES)
    : [...itineraries].sort(SORTERS[sortBy]);
}

/**
 * The cheapest price and shortest time among the itineraries that pass the filters: what the Cheapest and
 * Fastest chips show, so they never name a fare the filters removed (the facets stay the whole journey's,
 * for the filter ranges). Null when nothing passes.
 */
export function matchingBoundsOf(filtered: PricedItinerary[]): JourneyResult['matching'] {
  if (filtered.length === 0) return null;
  let lowestPrice = filtered[0]!.lowestPrice;
  let shortestDurationMinutes = filtered[0]!.totalDurationMinutes;
  for (const item of filtered) {
    if (item.lowestPrice < lowestPrice) lowestPrice = item.lowestPrice;
    if (item.totalDurationMinutes < shortestDurationMinutes)
      shortestDurationMinutes = item.totalDurationMinutes;
  }
  return { lowestPrice, shortestDurationMinutes };
}
