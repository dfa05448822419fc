import type { CabinClass } from '../../shared/domain/fare-conditions';
import type { FleetType } from '../data/airline-fleets';
import { clearOfCurfews, routeHasCurfew } from './curfew.rules';
import type { Network, RouteRecord } from './network';
import { ProductLayer, type AircraftChoice } from './products';
import { blockMinutes, departureMinutes, flightsOnDay, unitHash, type AircraftSize } from './schedule.rules';
import { dateOfDayNumber, dayNumber } from '../../shared/domain/calendar-days';
import { localDayNumberOf, localToUtc } from '../../shared/domain/zone-clock';

/** One scheduled flight on one day. */
export interface ScheduledFlight {
  key: string;
  route: RouteRecord;
  flightNumber: string;
  localDate: string;
  depUtc: number;
  arrUtc: number;
  size: AircraftSize;
  aircraftCode: string;
  aircraftName: string;
  cabins: CabinClass[];
  /** The curated aircraft type (its seats), null outside the product layer. */
  fleetType: FleetType | null;
  /** Key of the next leg when this flight continues under the same number (a through-flight). */
  continuesAs?: string;
}

/** Largest number of route-days kept; past it the cache starts again (a day's timetable is cheap to redo). */
const MAX_CACHED_ROUTE_DAYS = 100_000;

/** The dated timetable: the flights of each operating route per local day, generated once and cached. */
export class Timetable {
  private readonly flightCache = new Map<string, ScheduledFlight[]>();
  private readonly aircraftCache = new Map<RouteRecord, AircraftChoice>();
  private readonly dates = new Map<number, string>();

  constructor(
    readonly network: Network,
    readonly products: ProductLayer,
  ) {}

  private aircraftOf(route: RouteRecord): AircraftChoice {
    let choice = this.aircraftCache.get(route);
    if (!choice) {
      choice = this.products.aircraftFor(route);
      this.aircraftCache.set(route, choice);
    }
    return choice;
  }

  /** The flights of a route leaving on a local date at its origin, by departure time. */
  flightsOn(route: RouteRecord, localDate: string): ScheduledFlight[] {
    const cacheKey = `${route.airline}${route.from}${route.to}${localDate}`;
    const cached = this.flightCache.get(cacheKey);
    if (cached) return cached;
    const flights = this.products.isOperating(route) ? this.generate(route, localDate) : [];
    if (this.flightCache.size > MAX_CACHED_ROUTE_DAYS) this.flightCache.clear();
    this.flightCache.set(cacheKey, flights);
    return flights;
  }

  private generate(route: RouteRecord, localDate: string): ScheduledFlight[] {
    const routeKey = `${route.airline}-${route.from}-${route.to}`;
    const day = dayNumber(localDate);
    const through = this.products.throughLegsOn(route);
    // A through-flight flies daily and takes the place of one of the route's generated flights.
    const count = Math.max(0, flightsOnDay(route.flightsPerYear, routeKey, day) - through.length);
    const tz = this.network.airports.get(route.from)!.tz;
    const aircraft = this.aircraftOf(route);
    const make = (
      flightNumber: string,
      depUtc: number,
      choice: AircraftChoice,
      continuesAs?: string,
    ): ScheduledFlight => ({
      key: `${flightNumber}-${localDate}-${route.from}`,
      route,
      flightNumber,
      localDate,
      depUtc,
      arrUtc: depUtc + blockMinutes(route.distanceKm, choice.size) * 60_000,
      size: choice.size,
      aircraftCode: choice.code,
      aircraftName: choice.name,
      cabins: choice.cabins,
      fleetType: choice.fleetType,
      ...(continuesAs ? { continuesAs } : {}),
    });
    const flights = departureMinutes(count, routeKey, route.distanceKm, route.fromHub).map(
      (minutes, index) => {
        let number = ((route.firstFlightNumber + index - 1) % 9999) + 1;
        if (this.products.isReservedNumber(route.airline, number)) number = ((number + 999) % 9999) + 1;
        return make(
          `${route.airline}${number}`,
          this.departureUtc(route, localDate, minutes, aircraft, index),
          aircraft,
        );
      },
    );
    for (const leg of through) {
      const flightNumber = `${route.airline}${leg.flight.number}`;
      const next = leg.flight.legs[leg.legIndex + 1];
      // The next leg leaves its airport on the first leg's date plus its own day offset.
      const continuesAs = next
        ? `${flightNumber}-${this.dateOf(day - leg.dayOffset + next.dayOffset)}-${next.from}`
        : undefined;
      const choice = this.products.aircraftByCode(route, leg.flight.aircraft);
      flights.push(make(flightNumber, localToUtc(localDate, leg.departsMinutes, tz), choice, continuesAs));
    }
    return flights.sort((a, b) => a.depUtc - b.depUtc);
  }

  /**
   * A generated flight's departure instant: its local time at the origin, moved out of the curfew of either
   * end (curfew.rules.ts) by the nearest time plus up to 30 minutes per flight. Through-flights keep their
   * published times, which clear the curfews.
   */
  private departureUtc(
    route: RouteRecord,
    localDate: string,
    minutes: number,
    aircraft: AircraftChoice,
    index: number,
  ): number {
    const from = this.network.airports.get(route.from)!;
    const depUtc = localToUtc(localDate, minutes, from.tz);
    if (!routeHasCurfew(route.from, route.to)) return depUtc;
    const to = this.network.airports.get(route.to)!;
    const spread = Math.floor(unitHash('curfew', route.airline, route.from, route.to, index) * 7);
    return clearOfCurfews(depUtc, blockMinutes(route.distanceKm, aircraft.size), from, to, spread);
  }

  /** Flights of a route leaving between two UTC instants (looks at the local dates they span). */
  flightsBetween(route: RouteRecord, fromUtc: number, toUtc: number): ScheduledFlight[] {
    const tz = this.network.airports.get(route.from)!.tz;
    const first = localDayNumberOf(fromUtc, tz);
    const last = localDayNumberOf(toUtc, tz);
    const result: ScheduledFlight[] = [];
    for (let day = first; day <= last; day += 1) {
      for (const flight of this.flightsOn(route, this.dateOf(day))) {
        if (flight.depUtc >= fromUtc && flight.depUtc <= toUtc) result.push(flight);
      }
    }
    return result;
  }

  dateOf(day: number): string {
    let date = this.dates.get(day);
    if (!date) {
      date = dateOfDayNumber(day);
      this.dates.set(day, date);
    }
    return date;
  }
}
