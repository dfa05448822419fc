import type { JourneyFacets, PricedItinerary } from '../../shared/contracts/flights';

/** Ranking, seat-product filters and facets of a journey's priced itineraries. */

/** Whether every flight has a lie-flat seat in its booked cabin. */
export function isLieFlatThroughout(item: PricedItinerary): boolean {
  return item.segments.every((segment) => segment.seatProduct?.lieFlat === true);
}

/** Whether every flight's booked seat reaches the aisle directly. */
export function hasDirectAisleThroughout(item: PricedItinerary): boolean {
  return item.segments.every((segment) => segment.seatProduct?.directAisleAccess === true);
}

/**
 * "Best" order: a blend of price and elapsed time against the cheapest and quickest, then fewer stops;
 * among equally good itineraries, those led by a preferred airline first.
 */
export function rankItineraries(
  itineraries: PricedItinerary[],
  preferredAirlines: readonly string[] = [],
): PricedItinerary[] {
  if (itineraries.length === 0) return [];
  const cheapest = Math.min(...itineraries.map((item) => item.lowestPrice));
  const quickest = Math.min(...itineraries.map((item) => item.totalDurationMinutes));
  const score = (item: PricedItinerary) =>
    0.6 * (item.lowestPrice / cheapest) + 0.4 * (item.totalDurationMinutes / quickest) + 0.05 * item.stops;
  // Scores within a hundredth (about 2% of the cheapest fare) are equally good: among those, the
  // preferred airlines come first, in their order. Without preferred airlines this is the plain score.
  const band = (item: PricedItinerary) => Math.round(score(item) * 100);
  const preference = (item: PricedItinerary) => {
    const index = preferredAirlines.indexOf(item.segments[0]!.airline.code);
    return index === -1 ? preferredAirlines.length : index;
  };
  return [...itineraries].sort(
    (a, b) =>
      band(a) - band(b) ||
      preference(a) - preference(b) ||
      score(a) - score(b) ||
      a.segments[0]!.departure.utc.localeCompare(b.segments[0]!.departure.utc),
  );
}

/** Facets of a journey's itineraries for the results filters. */
export function facetsOf(itineraries: PricedItinerary[]): JourneyFacets {
  const airlines = new Map<string, { code: string; name: string; lowestPrice: number }>();
  const stops = new Map<number, { stops: number; count: number; lowestPrice: number }>();
  const layovers = new Map<string, { code: string; cityName: string; count: number }>();
  for (const item of itineraries) {
    for (const segment of item.segments) {
      const current = airlines.get(segment.airline.code);
      if (!current || item.lowestPrice < current.lowestPrice) {
        airlines.set(segment.airline.code, {
          code: segment.airline.code,
          name: segment.airline.name,
          lowestPrice: item.lowestPrice,
        });
      }
    }
    const bucket = Math.min(item.stops, 2);
    const stop = stops.get(bucket) ?? { stops: bucket, count: 0, lowestPrice: item.lowestPrice };
    stops.set(bucket, {
      stops: bucket,
      count: stop.count + 1,
      lowestPrice: Math.min(stop.lowestPrice, item.lowestPrice),
    });
    for (const layover of item.layovers) {
      const entry = layovers.get(layover.airport) ?? {
        code: layover.airport,
        cityName: layover.cityName,
        count: 0,
      };
      layovers.set(layover.airport, { ...entry, count: entry.count + 1 });
    }
  }
  const prices = itineraries.map((item) => item.lowestPrice);
  const durations = itineraries.map((item) => item.totalDurationMinutes);
  return {
    airlines: [...airlines.values()].sort((a, b) => a.lowestPrice - b.lowestPrice),
    stops: [...stops.values()].sort((a, b) => a.stops - b.stops),
    price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    durationMinutes: {
      min: durations.length ? Math.min(...durations) : 0,
      max: durations.length ? Math.max(...durations) : 0,
    },
    layoverAirports: [...layovers.values()].sort((a, b) => b.count - a.count),
    seatProducts: {
      lieFlat: itineraries.filter(isLieFlatThroughout).length,
      directAisleAccess: itineraries.filter(hasDirectAisleThroughout).length,
    },
    lowerEmissions: itineraries.filter((item) => item.emissions?.lower === true).length,
  };
}
