import type { ShortlistItem } from './shortlist.repo';
import { normalise } from '../utilities/utilities.rules';

/** Filters a shortlist by keyword (airport codes, city or airline names), route and departure dates. */
export function searchShortlist(
  items: ShortlistItem[],
  criteria: {
    keyword?: string | undefined;
    depCode?: string | undefined;
    arrCode?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
  },
): ShortlistItem[] {
  const keyword = criteria.keyword ? normalise(criteria.keyword) : '';
  return items.filter((item) => {
    const segments = item.itinerary.segments;
    const first = segments[0]!;
    const last = segments[segments.length - 1]!;
    if (
      criteria.depCode &&
      first.departure.code !== criteria.depCode &&
      first.departure.cityCode !== criteria.depCode
    )
      return false;
    if (
      criteria.arrCode &&
      last.arrival.code !== criteria.arrCode &&
      last.arrival.cityCode !== criteria.arrCode
    )
      return false;
    const departureDate = first.departure.time.slice(0, 10);
    if (criteria.fromDate && departureDate < criteria.fromDate) return false;
    if (criteria.toDate && departureDate > criteria.toDate) return false;
    if (keyword) {
      const haystack = normalise(
        segments
          .flatMap((segment) => [
            segment.departure.code,
            segment.departure.cityName,
            segment.arrival.code,
            segment.arrival.cityName,
            segment.airline.name,
            segment.flightNumber,
          ])
          .join(' '),
      );
      if (!haystack.includes(keyword)) return false;
    }
    return true;
  });
}
