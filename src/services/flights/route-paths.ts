import {
  canConnectAirlines,
  isPositioningHop,
  isWithinDetourLimit,
  maxRoutingKm,
  POSITIONING_MAX_KM,
} from './itinerary.rules';
import type { AirlineRecord, Network, RouteRecord } from './network';
import { greatCircleKm } from '../../shared/places/great-circle';

/**
 * How far the first flight may take a traveller away from the destination, as a share of the journey's
 * great-circle distance: a short hop to a gateway (Brisbane to Sydney for Los Angeles) is how people fly;
 * after it, every flight must bring the destination closer (no Hong Kong to Singapore on the way to London).
 * From a regional airport the first flight may go further the wrong way when it is a positioning hop
 * (isPositioningHop: domestic, into a more important airport, at most POSITIONING_MAX_KM) and the next
 * flight leaves the country from that gateway: Cairns-Brisbane-Singapore, not Gold Coast-Sydney-Brisbane-Tokyo.
 * Such a gateway routing of two direct flights (and its mirror, home to a gateway then a hop out of it:
 * Singapore-Sydney-Cairns) is kept even beyond the detour limit: with no direct flight that day, it is
 * what the airlines sell (issue 25, defect 4).
 */
const FEEDER_SLACK = 0.05;

/** Whether flying `from` → `to` makes progress towards the destinations (see FEEDER_SLACK). */
function makesProgress(leftBeforeKm: number, leftAfterKm: number, slackKm: number): boolean {
  return leftAfterKm < leftBeforeKm + slackKm;
}

/** Route-level paths (1 to 3 routes) between airports, within the detour rule and without backtracking. */
export class RoutePaths {
  private readonly routesFrom = new Map<string, RouteRecord[]>();
  private readonly routesInto = new Map<string, RouteRecord[]>();

  /** `isOperating` drops the routes the product layer knows are not flown. */
  constructor(
    private readonly network: Network,
    isOperating: (route: RouteRecord) => boolean,
  ) {
    for (const [from, routes] of network.routesFrom) {
      const flown = routes.filter(isOperating);
      this.routesFrom.set(from, flown);
      for (const route of flown)
        this.routesInto.set(route.to, [...(this.routesInto.get(route.to) ?? []), route]);
    }
  }

  private airline(code: string): AirlineRecord {
    return this.network.airlines.get(code) ?? { code, name: code, alliance: null };
  }

  /** The shortest great-circle distance between any origin and any destination. */
  journeyKm(origins: string[], destinations: string[]): number {
    const airports = this.network.airports;
    return Math.min(
      ...origins.flatMap((o) => destinations.map((d) => greatCircleKm(airports.get(o)!, airports.get(d)!))),
    );
  }

  paths(origins: string[], destinations: string[], maxFlights: number): RouteRecord[][] {
    const destSet = new Set(destinations);
    const originSet = new Set(origins);
    const airports = this.network.airports;
    const gc = this.journeyKm(origins, destinations);
    const limit = maxRoutingKm(gc);
    const slack = gc * FEEDER_SLACK;
    const leftCache = new Map<string, number>();
    const left = (code: string) => {
      let km = leftCache.get(code);
      if (km === undefined) {
        km = Math.min(...destinations.map((d) => greatCircleKm(airports.get(code)!, airports.get(d)!)));
        leftCache.set(code, km);
      }
      return km;
    };
    const isPositioning = (route: RouteRecord) =>
      isPositioningHop(airports.get(route.from)!, airports.get(route.to)!, route.distanceKm);
    // The same hop the other way: out of a gateway to the regional airport the traveller is going to.
    const isArrivalHop = (route: RouteRecord) =>
      isPositioningHop(airports.get(route.to)!, airports.get(route.from)!, route.distanceKm);
    const crossesBorder = (route: RouteRecord) =>
      airports.get(route.from)!.country !== airports.get(route.to)!.country;
    const compatible = (a: RouteRecord, b: RouteRecord) =>
      canConnectAirlines(this.airline(a.airline), this.airline(b.airline));

    // Last legs into the destinations, by the airport they leave from.
    const lastLegs = new Map<string, RouteRecord[]>();
    for (const destination of destinations) {
      for (const route of this.routesInto.get(destination) ?? []) {
        if (originSet.has(route.from)) continue;
        lastLegs.set(route.from, [...(lastLegs.get(route.from) ?? []), route]);
      }
    }
    const paths: RouteRecord[][] = [];
    for (const origin of origins) {
      for (const first of this.routesFrom.get(origin) ?? []) {
        if (destSet.has(first.to)) {
          paths.push([first]);
          continue;
        }
        if (maxFlights < 2 || originSet.has(first.to)) continue;
        const hopFirst = isPositioning(first);
        const intoGateway = crossesBorder(first) && left(first.to) <= POSITIONING_MAX_KM;
        if (!hopFirst && !intoGateway && first.distanceKm + left(first.to) > limit) continue;
        const positioned = !makesProgress(left(origin), left(first.to), slack);
        if (positioned && !hopFirst) continue;
        // After a positioning hop the next flight leaves the gateway's country (no Gold Coast-Sydney-Brisbane).
        const onward = (next: RouteRecord) =>
          !positioned || airports.get(next.to)!.country !== airports.get(first.to)!.country;
        for (const last of lastLegs.get(first.to) ?? []) {
          if (!onward(last) || !compatible(first, last)) continue;
          // A gateway routing: a positioning hop then a flight abroad, or a flight home then a hop out of
          // the gateway (Singapore-Sydney-Cairns), each flight direct, is how people fly whatever the sum.
          const viaGateway =
            (hopFirst && crossesBorder(last)) || (crossesBorder(first) && isArrivalHop(last));
          if (viaGateway || isWithinDetourLimit(first.distanceKm + last.distanceKm, gc))
            paths.push([first, last]);
        }
        if (maxFlights < 3) continue;
        for (const middle of this.routesFrom.get(first.to) ?? []) {
          if (destSet.has(middle.to) || originSet.has(middle.to) || middle.to === first.from) continue;
          if (!onward(middle) || !compatible(first, middle)) continue;
          const sofar = first.distanceKm + middle.distanceKm;
          if (sofar + left(middle.to) > limit) continue;
          if (!makesProgress(left(first.to), left(middle.to), 0)) continue;
          for (const last of lastLegs.get(middle.to) ?? []) {
            if (last.to === first.to) continue;
            if (compatible(middle, last) && sofar + last.distanceKm <= limit)
              paths.push([first, middle, last]);
          }
        }
      }
    }
    return paths;
  }
}
