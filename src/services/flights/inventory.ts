import type {
  FareBrand,
  JourneyFacets,
  Layover,
  PassengerPrice,
  Place,
  PricedItinerary,
  Segment,
} from '../../lib/contracts/flights';
import { cabinRank, type CabinClass } from '../../lib/domain/fare-conditions';
import { roundMoney, sumMoney } from '../../lib/domain/money';
import type { PassengerCounts } from '../../lib/domain/passengers';
import {
  adultBaseFare,
  baseFareFor,
  brandsFor,
  feeFor,
  mealsFor,
  OFFER_TTL_MINUTES,
  seatsLeft,
  soldShareOf,
  taxesFor,
} from './fare.rules';
import {
  canConnectAirlines,
  isConnectionTimeValid,
  isWithinDetourLimit,
  maxRoutingKm,
  minimumConnectionMinutes,
  MAX_LAYOVER_MINUTES,
} from './itinerary.rules';
import type { Network, RouteRecord } from './network';
import {
  aircraftSizeFor,
  blockMinutes,
  cabinCapacity,
  cabinsFor,
  dateOfDayNumber,
  dayNumber,
  departureMinutes,
  flightsOnDay,
  formatLocal,
  greatCircleKm,
  hashText,
  localDayNumberOf,
  localToUtc,
  weekdayOf,
  type AircraftSize,
} from './schedule.rules';

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
}

export interface JourneyQuery {
  origins: string[];
  destinations: string[];
  date: string;
  cabin: CabinClass;
  passengers: PassengerCounts;
  journeyIndex: number;
  directOnly?: boolean;
  freeBaggageOnly?: boolean;
  freeSeatSelectionOnly?: boolean;
  /** Only itineraries whose validating airline is one of these. */
  preferredAirlines?: string[];
  /** Only itineraries flown entirely by this programme's airline or its alliance partners. */
  frequentFlyerAirline?: string;
  /** Stop after pricing this many itineraries (the best by time first). */
  limit?: number;
}

/** Largest number of itineraries kept per journey. */
export const MAX_ITINERARIES = 150;
/** Connecting flights tried after each arriving flight (the first ones that make the connection). */
const CONNECTIONS_PER_ARRIVAL = 2;

/** The timetable and pricing engine over a loaded network. Caches generated flights per route and day. */
export class Inventory {
  private readonly flightCache = new Map<string, ScheduledFlight[]>();
  private readonly routesInto = new Map<string, RouteRecord[]>();

  constructor(readonly network: Network) {
    for (const routes of network.routesFrom.values()) {
      for (const route of routes)
        this.routesInto.set(route.to, [...(this.routesInto.get(route.to) ?? []), route]);
    }
  }

  /** The flights of a route leaving on a local date at its origin. */
  flightsOn(route: RouteRecord, localDate: string): ScheduledFlight[] {
    const cacheKey = `${route.airline}${route.from}${route.to}${localDate}`;
    const cached = this.flightCache.get(cacheKey);
    if (cached) return cached;
    const routeKey = `${route.airline}-${route.from}-${route.to}`;
    const count = flightsOnDay(route.flightsPerYear, routeKey, dayNumber(localDate));
    const from = this.network.airports.get(route.from)!;
    const size = aircraftSizeFor(route.distanceKm, route.flightsPerYear);
    const fleet = this.network.aircraft.filter((aircraft) => aircraft.size === size);
    const aircraft = fleet[hashText(`${route.airline}|${size}`) % fleet.length]!;
    const block = blockMinutes(route.distanceKm, size);
    const cabins = cabinsFor(size, route.airline);
    const flights = departureMinutes(count, routeKey, route.distanceKm, route.fromHub).map(
      (minutes, index) => {
        const depUtc = localToUtc(localDate, minutes, from.tz);
        const number = `${route.airline}${((route.firstFlightNumber + index - 1) % 9999) + 1}`;
        return {
          key: `${number}-${localDate}-${route.from}`,
          route,
          flightNumber: number,
          localDate,
          depUtc,
          arrUtc: depUtc + block * 60_000,
          size,
          aircraftCode: aircraft.code,
          aircraftName: aircraft.name,
          cabins,
        };
      },
    );
    if (this.flightCache.size > 100_000) this.flightCache.clear();
    this.flightCache.set(cacheKey, flights);
    return flights;
  }

  /** Flights of a route leaving between two UTC instants (looks at the local dates they span). */
  private flightsBetween(route: RouteRecord, fromUtc: number, toUtc: number): ScheduledFlight[] {
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

  private readonly dates = new Map<number, string>();
  private dateOf(day: number): string {
    let date = this.dates.get(day);
    if (!date) {
      date = dateOfDayNumber(day);
      this.dates.set(day, date);
    }
    return date;
  }

  private airline(code: string) {
    return this.network.airlines.get(code) ?? { code, name: code, alliance: null };
  }

  /** Route-level paths (1 to 3 routes) from an origin to the destinations within the detour limit. */
  routePaths(origins: string[], destinations: string[], maxFlights: number): RouteRecord[][] {
    const destSet = new Set(destinations);
    const originSet = new Set(origins);
    const airports = this.network.airports;
    const gc = Math.min(
      ...origins.flatMap((o) => destinations.map((d) => greatCircleKm(airports.get(o)!, airports.get(d)!))),
    );
    const limit = maxRoutingKm(gc);
    const toDest = (code: string) =>
      Math.min(...destinations.map((d) => greatCircleKm(airports.get(code)!, airports.get(d)!)));
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
      for (const first of this.network.routesFrom.get(origin) ?? []) {
        if (destSet.has(first.to)) {
          paths.push([first]);
          continue;
        }
        if (maxFlights < 2 || originSet.has(first.to)) continue;
        if (first.distanceKm + toDest(first.to) > limit) continue;
        for (const last of lastLegs.get(first.to) ?? []) {
          if (compatible(first, last) && isWithinDetourLimit(first.distanceKm + last.distanceKm, gc))
            paths.push([first, last]);
        }
        if (maxFlights < 3) continue;
        for (const middle of this.network.routesFrom.get(first.to) ?? []) {
          if (destSet.has(middle.to) || originSet.has(middle.to) || middle.to === first.from) continue;
          if (!compatible(first, middle)) continue;
          const sofar = first.distanceKm + middle.distanceKm;
          if (sofar > limit) continue;
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
      const candidates = this.flightsBetween(
        next,
        previous.arrUtc + minimum * 60_000,
        previous.arrUtc + MAX_LAYOVER_MINUTES * 60_000,
      );
      let taken = 0;
      for (const flight of candidates) {
        if (!isConnectionTimeValid((flight.depUtc - previous.arrUtc) / 60_000, minimum)) continue;
        extend([...chain, flight], rest.slice(1));
        taken += 1;
        if (taken >= CONNECTIONS_PER_ARRIVAL) break;
      }
    };
    for (const path of paths) {
      for (const flight of this.flightsOn(path[0]!, date)) extend([flight], path.slice(1));
    }
    return itineraries;
  }

  /** Priced itineraries of one journey, best first. */
  searchJourney(query: JourneyQuery, now: Date): PricedItinerary[] {
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
    combos = [...unique.values()].sort((a, b) => duration(a) - duration(b) || a[0]!.depUtc - b[0]!.depUtc);

    const airports = this.network.airports;
    const gc = Math.min(
      ...query.origins.flatMap((o) =>
        query.destinations.map((d) => greatCircleKm(airports.get(o)!, airports.get(d)!)),
      ),
    );
    const limit = query.limit ?? MAX_ITINERARIES;
    const priced: PricedItinerary[] = [];
    for (const combo of combos) {
      const itinerary = this.price(combo, query, gc, now);
      if (itinerary) priced.push(itinerary);
      if (priced.length >= limit * 1.5) break;
    }
    return rankItineraries(priced).slice(0, limit);
  }

  private readonly places = new Map<string, Place>();

  /** An airport as the wire shows it, with a time in its zone. */
  private place(code: string, utc: number): Place & { time: string; utc: string; terminal: null } {
    let place = this.places.get(code);
    if (!place) {
      const airport = this.network.airports.get(code)!;
      place = {
        code,
        name: airport.name,
        cityCode: airport.cityCode,
        cityName: this.network.cities.get(airport.cityCode)?.name ?? airport.name,
        countryCode: airport.country,
        countryName: this.network.countries.get(airport.country) ?? airport.country,
        timeZone: airport.tz,
      };
      this.places.set(code, place);
    }
    return {
      ...place,
      time: formatLocal(utc, place.timeZone),
      utc: new Date(utc).toISOString(),
      terminal: null,
    };
  }

  /** Prices a flight combination; null when it cannot be sold to this party or fails the filters. */
  private price(
    combo: ScheduledFlight[],
    query: JourneyQuery,
    journeyKm: number,
    now: Date,
  ): PricedItinerary | null {
    const airports = this.network.airports;
    const longest = combo.reduce((a, b) => (b.route.distanceKm > a.route.distanceKm ? b : a));
    const validating = longest.route.airline;
    if (query.preferredAirlines?.length && !query.preferredAirlines.includes(validating)) return null;
    if (query.frequentFlyerAirline) {
      const programme = this.airline(query.frequentFlyerAirline);
      if (!combo.every((flight) => canConnectAirlines(programme, this.airline(flight.route.airline))))
        return null;
    }
    // The requested cabin where sold; otherwise the best lower cabin (a mixed-cabin itinerary).
    const cabinOf = (flight: ScheduledFlight): CabinClass => {
      if (flight.cabins.includes(query.cabin)) return query.cabin;
      const lower = flight.cabins.filter((cabin) => cabinRank(cabin) < cabinRank(query.cabin));
      return lower[lower.length - 1] ?? flight.cabins[0]!;
    };
    const fareCabin = cabinOf(longest);
    const daysToDeparture = dayNumber(combo[0]!.localDate) - dayNumber(now.toISOString().slice(0, 10));
    if (daysToDeparture < 0) return null;
    const shares = combo.map((flight) => soldShareOf(flight.key, cabinOf(flight), daysToDeparture));
    const soldShare = Math.max(...shares);
    const seats = Math.min(
      ...combo.map(
        (flight, index) => seatsLeft(cabinCapacity(flight.size, cabinOf(flight)), shares[index]!).left,
      ),
    );
    const seated = query.passengers.adult + query.passengers.children;
    if (seats < seated) return null;

    const taxSegments = combo.map((flight) => ({
      fromCountry: airports.get(flight.route.from)!.country,
      toCountry: airports.get(flight.route.to)!.country,
      distanceKm: flight.route.distanceKm,
    }));
    const weekday = weekdayOf(combo[0]!.localDate);
    const templates = brandsFor(validating, fareCabin);
    const brands: FareBrand[] = [];
    templates.forEach((template, brandIndex) => {
      // The cheapest brand's seats are gone once a flight is more than 85% sold.
      if (brandIndex === 0 && templates.length > 1 && soldShare > 0.85) return;
      if (query.freeBaggageOnly && template.checkedPieces < 1) return;
      if (query.freeSeatSelectionOnly && !template.seatSelectionIncluded) return;
      const adultFare = adultBaseFare({
        distanceKm: journeyKm,
        cabin: fareCabin,
        brandFactor: template.priceFactor,
        daysToDeparture,
        weekday,
        soldShare,
        stops: combo.length - 1,
        airline: validating,
      });
      const prices: PassengerPrice[] = (
        [
          ['Adult', query.passengers.adult],
          ['Children', query.passengers.children],
          ['Infants', query.passengers.infants],
        ] as const
      )
        .filter(([, count]) => count > 0)
        .map(([passengerType, count]) => {
          const baseFare = baseFareFor(passengerType, adultFare);
          const taxes = taxesFor(taxSegments, passengerType);
          return {
            passengerType,
            count,
            baseFare,
            taxes,
            totalPerPassenger: sumMoney([baseFare, ...taxes.map((tax) => tax.amount)]),
          };
        });
      const baseFareTotal = sumMoney(prices.map((price) => price.baseFare * price.count));
      const taxTotal = sumMoney(
        prices.flatMap((price) => price.taxes.map((tax) => roundMoney(tax.amount * price.count))),
      );
      brands.push({
        brandIndex,
        code: template.code,
        name: template.name,
        cabinClass: fareCabin,
        refund: { condition: template.refund, fee: feeFor(template.refundFee, journeyKm) },
        exchange: { condition: template.exchange, fee: feeFor(template.exchangeFee, journeyKm) },
        baggage: {
          checkedPieces: template.checkedPieces,
          checkedKgPerPiece: template.checkedKgPerPiece,
          cabinKg: template.cabinKg,
        },
        seatSelection: { included: template.seatSelectionIncluded, fee: template.seatFee },
        meals: mealsFor(fareCabin, journeyKm),
        lounge: template.lounge,
        priority: template.priority,
        seatsLeft: Math.min(seats, 9),
        prices,
        baseFareTotal,
        taxTotal,
        total: sumMoney([baseFareTotal, taxTotal]),
        currency: 'AUD',
      });
    });
    if (brands.length === 0) return null;

    const segments: Segment[] = combo.map((flight) => {
      const airline = this.airline(flight.route.airline);
      const cabinClass = cabinOf(flight);
      return {
        airline: { code: airline.code, name: airline.name, alliance: airline.alliance },
        flightNumber: flight.flightNumber,
        aircraft: { code: flight.aircraftCode, name: flight.aircraftName },
        departure: this.place(flight.route.from, flight.depUtc),
        arrival: this.place(flight.route.to, flight.arrUtc),
        durationMinutes: Math.round((flight.arrUtc - flight.depUtc) / 60_000),
        distanceKm: flight.route.distanceKm,
        cabinClass,
        isMixedCabin: cabinClass !== query.cabin,
      };
    });
    const layovers: Layover[] = combo.slice(1).map((flight, index) => {
      const previous = combo[index]!;
      const airport = airports.get(flight.route.from)!;
      return {
        airport: airport.code,
        cityName: this.network.cities.get(airport.cityCode)?.name ?? airport.name,
        durationMinutes: Math.round((flight.depUtc - previous.arrUtc) / 60_000),
        changeOfAirport: previous.route.to !== flight.route.from,
      };
    });
    const id =
      hashText(combo.map((flight) => flight.key).join('|'))
        .toString(16)
        .padStart(8, '0') +
      hashText(`x${combo.map((flight) => flight.key).join('|')}`)
        .toString(16)
        .padStart(8, '0')
        .slice(0, 4);
    return {
      pricedItineraryId: `J${query.journeyIndex}-${id}`,
      journeyIndex: query.journeyIndex,
      segments,
      layovers,
      stops: combo.length - 1,
      totalDurationMinutes: Math.round((combo[combo.length - 1]!.arrUtc - combo[0]!.depUtc) / 60_000),
      validatingAirline: validating,
      brands,
      lowestPrice: Math.min(...brands.map((item) => item.total)),
      offerExpiresAt: new Date(now.getTime() + OFFER_TTL_MINUTES * 60_000).toISOString(),
    };
  }
}

/** "Best" order: a blend of price and elapsed time against the cheapest and quickest, then fewer stops. */
export function rankItineraries(itineraries: PricedItinerary[]): PricedItinerary[] {
  if (itineraries.length === 0) return [];
  const cheapest = Math.min(...itineraries.map((item) => item.lowestPrice));
  const quickest = Math.min(...itineraries.map((item) => item.totalDurationMinutes));
  const score = (item: PricedItinerary) =>
    0.6 * (item.lowestPrice / cheapest) + 0.4 * (item.totalDurationMinutes / quickest) + 0.05 * item.stops;
  return [...itineraries].sort(
    (a, b) => score(a) - score(b) || a.segments[0]!.departure.utc.localeCompare(b.segments[0]!.departure.utc),
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
  };
}
