import type { PricedItinerary } from '../../shared/contracts/flights';
import { OFFER_TTL_MINUTES } from './fare.rules';
import { rankItineraries } from './facets';
import { isConnectionTimeValid, MAX_LAYOVER_MINUTES, minimumConnectionMinutes } from './itinerary.rules';
import type { Network, RouteRecord } from './network';
import { Pricer, type PricingQuery } from './pricing';
import { ProductLayer } from './products';
import { RoutePaths } from './route-paths';
import { Timetable, type ScheduledFlight } from './timetable';

export { facetsOf } from './facets';
export type { ScheduledFlight } from './timetable';

export interface JourneyQuery extends PricingQuery {
  origins: string[];
  destinations: string[];
  date: string;
  directOnly?: boolean;
  /** Stop after pricing this many itineraries (the best by time first). */
  limit?: number;
}

/** Largest number of itineraries kept per journey. */
const MAX_ITINERARIES = 150;
/** Connecting flights tried after each arriving flight (the first ones that make the connection). */
const CONNECTIONS_PER_ARRIVAL = 2;
/** Journeys (query and day) whose priced itineraries are kept. */
const MAX_CACHED_JOURNEYS = 1_000;
/** City pairs whose route paths are kept. */
const MAX_CACHED_PATH_SETS = 5_000;

/**
 * The flight engine over a loaded network: route paths (route-paths.ts), the dated timetable
 * (timetable.ts, with the airline product layer of products.ts) and pricing (pricing.ts).
 */
export class Inventory {
  readonly products: ProductLayer;
  readonly timetable: Timetable;
  private readonly routePathFinder: RoutePaths;
  private readonly pricer: Pricer;

  constructor(readonly network: Network) {
    this.products = new ProductLayer(network);
    this.timetable = new Timetable(network, this.products);
    this.routePathFinder = new RoutePaths(network, (route) => this.products.isOperating(route));
    this.pricer = new Pricer(network);
  }

  /** The flights of a route leaving on a local date at its origin. */
  flightsOn(route: RouteRecord, localDate: string): ScheduledFlight[] {
    return this.timetable.flightsOn(route, localDate);
  }

  private readonly pathCache = new Map<string, RouteRecord[][]>();

  /**
   * Route-level paths (1 to 3 routes) from an origin to the destinations, without backtracking. They do not
   * depend on the date, so each city pair's paths are found once and kept.
   */
  routePaths(origins: string[], destinations: string[], maxFlights: number): RouteRecord[][] {
    const cacheKey = `${origins.join(',')}>${destinations.join(',')}>${maxFlights}`;
    let paths = this.pathCache.get(cacheKey);
    if (!paths) {
      paths = this.routePathFinder.paths(origins, destinations, maxFlights);
      if (this.pathCache.size > MAX_CACHED_PATH_SETS) this.pathCache.clear();
      this.pathCache.set(cacheKey, paths);
    }
    return paths;
  }

  /** Flight combinations of the paths leaving on the date, with valid connections. */
  private schedulePaths(paths: RouteRecord[][], date: string): ScheduledFlight[][] {
    const airports = this.network.airports;
    const itineraries: ScheduledFlight[][] = [];
    const extend = (chain: ScheduledFlight[], rest: RouteRecord[]) => {
      if (rest.length === 0) {
        itineraries.push(chain);
        return;
      }
      const previous = chain[chain.length - 1]!;
      const next = rest[0]!;
      const at = airports.get(previous.route.to)!;
      const minimum = minimumConnectionMinutes(
        at.code,
        { fromCountry: airports.get(previous.route.from)!.country, toCountry: at.country },
        { fromCountry: at.country, toCountry: airports.get(next.to)!.country },
      );
      const candidates = this.timetable.flightsBetween(
        next,
        previous.arrUtc + minimum * 60_000,
        previous.arrUtc + MAX_LAYOVER_MINUTES * 60_000,
      );
      // A through-flight's own next leg (same number, same aircraft) is always offered.
      const continuation = previous.continuesAs
        ? candidates.find((flight) => flight.key === previous.continuesAs)
        : undefined;
      if (continuation) extend([...chain, continuation], rest.slice(1));
      let taken = 0;
      for (const flight of candidates) {
        if (flight === continuation) continue;
        if (!isConnectionTimeValid((flight.depUtc - previous.arrUtc) / 60_000, minimum)) continue;
        extend([...chain, flight], rest.slice(1));
        taken += 1;
        if (taken >= CONNECTIONS_PER_ARRIVAL) break;
      }
    };
    for (const path of paths) {
      for (const flight of this.timetable.flightsOn(path[0]!, date)) extend([flight], path.slice(1));
    }
    return itineraries;
  }

  /** The flight combinations a search prices, quickest first (before pricing and its filters). */
  private combosOf(query: JourneyQuery): ScheduledFlight[][] {
    const maxFlights = query.directOnly ? 1 : 3;
    const paths = this.routePaths(query.origins, query.destinations, maxFlights);
    let combos = this.schedulePaths(paths, query.date);
    if (combos.length === 0) return [];

    // Keep itineraries whose elapsed time is reasonable against the quickest one.
    const duration = (combo: ScheduledFlight[]) => combo[combo.length - 1]!.arrUtc - combo[0]!.depUtc;
    const quickest = Math.min(...combos.map(duration));
    const ceiling = Math.max(quickest * 1.8, quickest + 6 * 3_600_000);
    combos = combos.filter((combo) => duration(combo) <= ceiling);
    // Two flights of one airline between the same airports a minute apart are kept; exact repeats are not.
    const unique = new Map<string, ScheduledFlight[]>();
    for (const combo of combos) unique.set(combo.map((flight) => flight.key).join('|'), combo);
    return [...unique.values()].sort((a, b) => duration(a) - duration(b) || a[0]!.depUtc - b[0]!.depUtc);
  }

  private readonly journeyCache = new Map<string, PricedItinerary[]>();

  /**
   * Priced itineraries of one journey, best first. Prices depend on the query and the day of the search
   * only (days to departure; seats sold are per flight and day), so a journey searched again the same day
   * is answered from a cache with the same itineraries and prices; only their offer expiry is renewed.
   */
  searchJourney(query: JourneyQuery, now: Date): PricedItinerary[] {
    const cacheKey = `${now.toISOString().slice(0, 10)}|${JSON.stringify(query)}`;
    const cached = this.journeyCache.get(cacheKey);
    if (cached) {
      const offerExpiresAt = new Date(now.getTime() + OFFER_TTL_MINUTES * 60_000).toISOString();
      return cached.map((item) => ({ ...item, offerExpiresAt }));
    }
    const found = this.priceJourney(query, now);
    if (this.journeyCache.size > MAX_CACHED_JOURNEYS) this.journeyCache.clear();
    this.journeyCache.set(cacheKey, found);
    return found;
  }

  private priceJourney(query: JourneyQuery, now: Date): PricedItinerary[] {
    const combos = this.combosOf(query);
    if (combos.length === 0) return [];
    const journeyKm = this.routePathFinder.journeyKm(query.origins, query.destinations);
    const limit = query.limit ?? MAX_ITINERARIES;
    const priced: PricedItinerary[] = [];
    for (const combo of combos) {
      const itinerary = this.pricer.price(combo, query, journeyKm, now);
      if (itinerary) priced.push(itinerary);
      if (priced.length >= limit * 1.5) break;
    }
    return rankItineraries(priced).slice(0, limit);
  }

  /**
   * The lowest total a search of this journey would show: the same combinations, the same pricing and the
   * same cut-off as searchJourney, without building the itineraries (for the fare calendar). Null when
   * nothing can be sold. `isSellable` leaves out combinations whose cabins this channel cannot sell.
   */
  lowestTotal(
    query: JourneyQuery,
    now: Date,
    isSellable: (combo: ScheduledFlight[]) => boolean = () => true,
  ): number | null {
    const combos = this.combosOf(query).filter(isSellable);
    const journeyKm = this.routePathFinder.journeyKm(query.origins, query.destinations);
    const limit = (query.limit ?? MAX_ITINERARIES) * 1.5;
    let lowest: number | null = null;
    let priced = 0;
    for (const combo of combos) {
      const quote = this.pricer.quote(combo, query, journeyKm, now, true);
      if (!quote) continue;
      for (const brand of quote.brands) if (lowest === null || brand.total < lowest) lowest = brand.total;
      priced += 1;
      if (priced >= limit) break;
    }
    return lowest;
  }
}
