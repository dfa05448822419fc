import type { SeatProduct } from '../../shared/contracts/flight-results';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import { AIRLINE_FLEETS, type FleetType } from '../data/airline-fleets';
import {
  CEASED_CARRIERS,
  NO_PREMIUM_CABIN_CARRIERS,
  SANCTIONED_CARRIERS,
  SANCTIONING_COUNTRIES,
  THROUGH_FLIGHTS,
  type ThroughFlight,
} from '../data/airline-products';
import type { Network, RouteRecord } from './network';
import { aircraftSizeFor, cabinCapacity, cabinsFor, type AircraftSize } from './schedule.rules';
import { hashText } from '../../shared/domain/stable-hash';

/** The aircraft an airline flies on a route: a curated type (with its seats) or the generic size table. */
export interface AircraftChoice {
  code: string;
  name: string;
  size: AircraftSize;
  cabins: CabinClass[];
  /** The curated type, null when the airline is not in the product layer. */
  fleetType: FleetType | null;
}

/** One leg of a through-flight, as the timetable places it on a route. */
export interface ThroughLegOnRoute {
  flight: ThroughFlight;
  legIndex: number;
  departsMinutes: number;
  dayOffset: number;
}

const sanctioned = new Set(SANCTIONED_CARRIERS);
const sanctioning = new Set(SANCTIONING_COUNTRIES);
const noPremium = new Set(NO_PREMIUM_CABIN_CARRIERS);
const PREMIUM: CabinClass[] = ['Business', 'First'];
/** Routes shorter than this may get an airline's Economy-only regional types. */
const SHORT_HOP_KM = 500;

/** The curated airline product layer (src/services/data/airline-products.ts, airline-fleets.ts) over a network. */
export class ProductLayer {
  private readonly throughLegs = new Map<string, ThroughLegOnRoute[]>();
  private readonly reservedNumbers = new Map<string, Set<number>>();
  private readonly sizes: Map<string, AircraftSize>;

  constructor(private readonly network: Network) {
    this.sizes = new Map(network.aircraft.map((aircraft) => [aircraft.code, aircraft.size]));
    for (const flight of THROUGH_FLIGHTS) {
      const numbers = this.reservedNumbers.get(flight.airline) ?? new Set<number>();
      numbers.add(flight.number);
      this.reservedNumbers.set(flight.airline, numbers);
      flight.legs.forEach((leg, legIndex) => {
        const [hours, minutes] = leg.departs.split(':').map(Number);
        const key = `${flight.airline}${leg.from}${leg.to}`;
        this.throughLegs.set(key, [
          ...(this.throughLegs.get(key) ?? []),
          { flight, legIndex, departsMinutes: hours! * 60 + minutes!, dayOffset: leg.dayOffset },
        ]);
      });
    }
  }

  /**
   * Whether a route of the routes file is flown: not by a carrier that stopped flying, and not by a
   * Russian carrier to or from a country that closed its airspace to them.
   */
  isOperating(route: RouteRecord): boolean {
    if (CEASED_CARRIERS[route.airline]) return false;
    if (!sanctioned.has(route.airline)) return true;
    const from = this.network.airports.get(route.from)?.country ?? '';
    const to = this.network.airports.get(route.to)?.country ?? '';
    return !sanctioning.has(from) && !sanctioning.has(to);
  }

  /** Flight numbers of an airline that belong to its through-flights (the generated ones avoid them). */
  isReservedNumber(airline: string, number: number): boolean {
    return this.reservedNumbers.get(airline)?.has(number) ?? false;
  }

  /** The through-flight legs flown on a route. */
  throughLegsOn(route: RouteRecord): ThroughLegOnRoute[] {
    return this.throughLegs.get(`${route.airline}${route.from}${route.to}`) ?? [];
  }

  /**
   * The type an airline flies on a route: among its curated types whose distance band holds the route (those
   * with Business beyond short hops), the largest on busy routes, otherwise one chosen per city pair (both
   * directions alike); a route longer than every band gets the longest-range type. Airlines outside the layer keep the generic size table.
   */
  aircraftFor(route: RouteRecord): AircraftChoice {
    const fleet = AIRLINE_FLEETS[route.airline];
    if (!fleet?.length) return this.genericAircraft(route);
    const distance = route.distanceKm;
    let fitting = fleet
      .filter((type) => type.minKm <= distance && distance <= type.maxKm)
      .sort((a, b) => b.maxKm - a.maxKm);
    // Beyond the shortest hops an airline with a Business cabin puts it on the route (QF and VA fly 737s,
    // not their Economy-only turboprops, Melbourne-Hobart).
    const withBusiness = fitting.filter((type) => type.cabins.includes('Business'));
    if (distance >= SHORT_HOP_KM && withBusiness.length > 0) fitting = withBusiness;
    let chosen: FleetType;
    if (fitting.length === 0) {
      const longer = fleet.filter((type) => type.maxKm >= distance).sort((a, b) => a.maxKm - b.maxKm);
      chosen = longer[0] ?? [...fleet].sort((a, b) => b.maxKm - a.maxKm)[0]!;
    } else if (route.flightsPerYear >= 3000) {
      chosen = fitting[0]!;
    } else {
      const pair = [route.from, route.to].sort().join('');
      chosen = fitting[hashText(`${route.airline}|${pair}`) % fitting.length]!;
    }
    return this.choiceOf(chosen);
  }

  /** The curated type of an airline by code (a through-flight's aircraft), else the route's usual one. */
  aircraftByCode(route: RouteRecord, code: string): AircraftChoice {
    const type = AIRLINE_FLEETS[route.airline]?.find((candidate) => candidate.code === code);
    return type ? this.choiceOf(type) : this.aircraftFor(route);
  }

  private choiceOf(type: FleetType): AircraftChoice {
    const size = this.sizes.get(type.code) ?? 'narrow';
    // A cabin the seat-map and seat-count tables have no seats for on this size cannot be sold.
    const cabins = type.cabins.filter((cabin) => cabinCapacity(size, cabin) > 0);
    return { code: type.code, name: type.name, size, cabins, fleetType: type };
  }

  private genericAircraft(route: RouteRecord): AircraftChoice {
    const size = aircraftSizeFor(route.distanceKm, route.flightsPerYear);
    const fleet = this.network.aircraft.filter((aircraft) => aircraft.size === size);
    const aircraft = fleet[hashText(`${route.airline}|${size}`) % fleet.length]!;
    const cabins = cabinsFor(size, route.airline).filter(
      (cabin) => !(noPremium.has(route.airline) && PREMIUM.includes(cabin)),
    );
    return { code: aircraft.code, name: aircraft.name, size, cabins, fleetType: null };
  }
}

/** The seat of a cabin on a curated type; null for Economy cabins and for types the layer does not know. */
export function seatProductOf(fleetType: FleetType | null, cabin: CabinClass): SeatProduct | null {
  if (!fleetType) return null;
  const spec = cabin === 'Business' ? fleetType.business : cabin === 'First' ? fleetType.first : null;
  return spec ? { ...spec } : null;
}
