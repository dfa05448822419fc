/**
 * Derives the hotel inventory's destinations from the flight network and the OpenTravelData extracts
 * (CC BY 4.0) into src/services/data/hotel-places.json. Run once, commit the output; the services never
 * read ../shared at run time.
 *
 *   npx tsx scripts/derive-hotel-places.ts [--source ../shared/data/opentraveldata] [--out src/services/data]
 *
 * One row per city our flights serve: the city centre's coordinates (OpenTravelData's city record, or
 * the mean of the city's airports when it has none), the time zone of its busiest airport, and how many
 * properties the generated inventory gives it (20-120, by the yearly flights through its airports).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { derivePaths } from './flight-data/derive-paths';

const { source: SOURCE, out: OUT } = derivePaths('src/services/data');

interface Table {
  fields: string[];
  rows: (string | number)[][];
}
const readTable = (file: string) => JSON.parse(readFileSync(join(OUT, file), 'utf8')) as Table;

const cities = readTable('cities.json').rows.map(([code]) => String(code));
const airports = readTable('airports.json').rows.map(([code, , cityCode, , lat, lon, tz, rank]) => ({
  code: String(code),
  cityCode: String(cityCode),
  lat: Number(lat),
  lon: Number(lon),
  tz: String(tz),
  rank: Number(rank),
}));
const routes = readTable('routes.json').rows.map(([, from, to, flights]) => ({
  from: String(from),
  to: String(to),
  flights: Number(flights),
}));

/** City centres: the `C` (city) records of optd_por_best_known_so_far.csv. */
const centres = new Map<string, { lat: number; lon: number }>();
for (const line of readFileSync(join(SOURCE, 'optd_por_best_known_so_far.csv'), 'utf8')
  .split('\n')
  .slice(1)) {
  const [pk, code, lat, lon] = line.split('^');
  if (!pk || !code || !/-C-/.test(pk) || centres.has(code)) continue;
  centres.set(code, { lat: Number(lat), lon: Number(lon) });
}

const flightsByAirport = new Map<string, number>();
for (const route of routes) {
  flightsByAirport.set(route.from, (flightsByAirport.get(route.from) ?? 0) + route.flights);
  flightsByAirport.set(route.to, (flightsByAirport.get(route.to) ?? 0) + route.flights);
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const MIN_PROPERTIES = 20;
const MAX_PROPERTIES = 120;

const cityFlights = cities.map((code) => {
  const own = airports.filter((airport) => airport.cityCode === code);
  return {
    code,
    own,
    flights: own.reduce((sum, airport) => sum + (flightsByAirport.get(airport.code) ?? 0), 0),
  };
});
const logMax = Math.log1p(Math.max(...cityFlights.map((city) => city.flights)));

const rows = cityFlights.flatMap(({ code, own, flights }) => {
  if (own.length === 0) return [];
  const busiest = [...own].sort((a, b) => b.rank - a.rank)[0]!;
  const centre = centres.get(code) ?? {
    lat: own.reduce((sum, airport) => sum + airport.lat, 0) / own.length,
    lon: own.reduce((sum, airport) => sum + airport.lon, 0) / own.length,
  };
  // Log scale: a regional town with a few flights a day still gets 20 places to stay, a hub 120.
  const share = logMax > 0 ? Math.log1p(flights) / logMax : 0;
  const properties = Math.round(MIN_PROPERTIES + (MAX_PROPERTIES - MIN_PROPERTIES) * share ** 4);
  return [[code, round4(centre.lat), round4(centre.lon), busiest.tz, properties]];
});

writeFileSync(
  join(OUT, 'hotel-places.json'),
  JSON.stringify({ fields: ['code', 'lat', 'lon', 'tz', 'properties'], rows }) + '\n',
);
console.log(`hotel-places.json: ${rows.length} cities`);
