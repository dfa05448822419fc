import aircraftData from '../data/aircraft.json' with { type: 'json' };
import airlinesData from '../data/airlines.json' with { type: 'json' };
import airportsData from '../data/airports.json' with { type: 'json' };
import citiesData from '../data/cities.json' with { type: 'json' };
import countriesData from '../data/countries.json' with { type: 'json' };
import routesData from '../data/routes.json' with { type: 'json' };
import { ADDED_ROUTES } from '../data/airline-products';
import { greatCircleKm } from '../../shared/places/great-circle';

export interface AirportRecord {
  code: string;
  name: string;
  cityCode: string;
  country: string;
  lat: number;
  lon: number;
  tz: string;
  rank: number;
}

interface CityRecord {
  code: string;
  name: string;
  country: string;
  airports: string[];
  rank: number;
}

export interface AirlineRecord {
  code: string;
  name: string;
  alliance: string | null;
}

interface AircraftRecord {
  code: string;
  name: string;
  size: 'turboprop' | 'regional' | 'narrow' | 'wide' | 'heavy';
}

export interface RouteRecord {
  airline: string;
  from: string;
  to: string;
  flightsPerYear: number;
  distanceKm: number;
  /** First flight number of the route; its flights of a day take consecutive numbers. */
  firstFlightNumber: number;
  /** Whether the airline treats `from` as a hub (many routes leave it): departures come in banks. */
  fromHub: boolean;
}

/** The loaded reference network: lookups by code and routes by origin. */
export interface Network {
  airports: Map<string, AirportRecord>;
  cities: Map<string, CityRecord>;
  airlines: Map<string, AirlineRecord>;
  aircraft: AircraftRecord[];
  countries: Map<string, string>;
  routesFrom: Map<string, RouteRecord[]>;
  routeCount: number;
}

function rowsOf<T>(data: { fields: string[]; rows: unknown[][] }): T[] {
  return data.rows.map(
    (row) => Object.fromEntries(data.fields.map((field, index) => [field, row[index]])) as T,
  );
}

let loaded: Network | undefined;

/** The network, built once per process from the committed data files (read-only afterwards). */
export function loadNetwork(): Network {
  loaded ??= buildNetwork();
  return loaded;
}

function buildNetwork(): Network {
  const airports = new Map(rowsOf<AirportRecord>(airportsData).map((airport) => [airport.code, airport]));
  const cities = new Map<string, CityRecord>();
  for (const city of rowsOf<{ code: string; name: string; country: string }>(citiesData)) {
    cities.set(city.code, { ...city, airports: [], rank: 0 });
  }
  for (const airport of airports.values()) {
    const city = cities.get(airport.cityCode);
    if (!city) continue;
    city.airports.push(airport.code);
    city.rank = Math.max(city.rank, airport.rank);
  }
  const airlines = new Map(rowsOf<AirlineRecord>(airlinesData).map((airline) => [airline.code, airline]));
  const countries = new Map(
    rowsOf<{ code: string; name: string }>(countriesData).map((c) => [c.code, c.name]),
  );
  const aircraft = rowsOf<AircraftRecord>(aircraftData);

  const fromFile = rowsOf<{ airline: string; from: string; to: string; flightsPerYear: number }>(routesData);
  // Curated routes the snapshot lacks go last, so the file's routes keep their flight numbers.
  const known = new Set(fromFile.map((route) => `${route.airline}${route.from}${route.to}`));
  const raw = [
    ...fromFile,
    ...ADDED_ROUTES.filter((route) => !known.has(`${route.airline}${route.from}${route.to}`)),
  ];
  const routesByAirline = new Map<string, typeof raw>();
  for (const route of raw)
    routesByAirline.set(route.airline, [...(routesByAirline.get(route.airline) ?? []), route]);

  const routesFrom = new Map<string, RouteRecord[]>();
  for (const routes of routesByAirline.values()) {
    // An airline's hubs: the airports its routes leave from most often (at least 8 routes).
    const departures = new Map<string, number>();
    for (const route of routes) departures.set(route.from, (departures.get(route.from) ?? 0) + 1);
    const hubs = new Set(
      [...departures.entries()]
        .filter(([, count]) => count >= 8)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([code]) => code),
    );
    // Routes are sorted by the data file, so each gets the same block of flight numbers every run.
    let next = 1;
    for (const route of routes) {
      const from = airports.get(route.from);
      const to = airports.get(route.to);
      if (!from || !to) continue;
      const perDay = Math.max(1, Math.ceil(route.flightsPerYear / 365));
      const record: RouteRecord = {
        ...route,
        distanceKm: Math.round(greatCircleKm(from, to)),
        firstFlightNumber: ((next - 1) % 9999) + 1,
        fromHub: hubs.has(route.from),
      };
      next += Math.min(perDay, 40);
      routesFrom.set(route.from, [...(routesFrom.get(route.from) ?? []), record]);
    }
  }
  return { airports, cities, airlines, aircraft, countries, routesFrom, routeCount: raw.length };
}
