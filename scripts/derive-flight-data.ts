/**
 * Derives the flight inventory's reference data from the OpenTravelData extracts (CC BY 4.0) into
 * src/services/data/. Run once, commit the output; the services never read ../shared at run time.
 *
 *   npx tsx scripts/derive-flight-data.ts [--source ../shared/data/opentraveldata] [--out src/services/data]
 *
 * Time zones come from @photostructure/tz-lookup (a dev dependency; CC0, the IANA zone at a
 * coordinate), overridden by OpenTravelData's optd_por_tz.csv exceptions.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CITY_NAMES, cityNameFromAirportName } from './flight-data/city-names';
import { derivePaths } from './flight-data/derive-paths';
import type { AirportRecord } from '../src/services/flights/network';
import { reachWithin } from './flight-data/reach';
import { loadTzLookup, nearestZoneOfCountry, readZoneCountries } from './flight-data/zones';

const { source: SOURCE, out: OUT } = derivePaths('src/services/data');

/** The network kept: every route touching Australia, plus routes among Australia and the top airports. */
const TOP_AIRPORTS = 300;
const HOME_COUNTRY = 'AU';

/** Curated current passenger types (IATA codes present in optd_aircraft.csv), by size class. */
export const AIRCRAFT_CLASSES: Record<string, string[]> = {
  turboprop: ['SF3', 'DH4', 'AT7'],
  regional: ['E90', '290', '717'],
  narrow: ['73H', '738', '7M8', '32N', '320', '321', '32Q', '223'],
  wide: ['332', '333', '339', '788', '789', '359', '763'],
  heavy: ['77W', '781', '351', '388', '744', '77L'],
};

type Row = string[];

function readCaret(file: string): { header: string[]; rows: Row[] } {
  const lines = readFileSync(join(SOURCE, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const header = lines[0]!.split('^');
  return { header, rows: lines.slice(1).map((line) => line.split('^')) };
}

function column(header: string[], name: string): number {
  const index = header.indexOf(name);
  if (index < 0) throw new Error(`column ${name} missing`);
  return index;
}

// The records written here are the ones the flight network reads back.
type Airport = AirportRecord;

async function main() {
  const tzLookup = await loadTzLookup();

  // Countries
  const countriesFile = readCaret('optd_countries.csv');
  const countryNames = new Map<string, string>();
  for (const row of countriesFile.rows) {
    countryNames.set(
      row[column(countriesFile.header, 'iso_2char_code')]!,
      row[column(countriesFile.header, 'name')]!,
    );
  }

  // Points of reference: names and countries of airports (semicolon file without header).
  const names = new Map<string, { country: string; name: string }>();
  for (const line of readFileSync(join(SOURCE, 'optd_por_public_en.csv'), 'utf8').split('\n')) {
    const parts = line.split(';');
    if (parts.length < 7 || !/^[A-Z]{3}$/.test(parts[0]!)) continue;
    if (!names.has(parts[0]!)) names.set(parts[0]!, { country: parts[2]!, name: parts[5]! });
  }

  // Coordinates and city of each airport (the current airport record, type A).
  const por = readCaret('optd_por_best_known_so_far.csv');
  const positions = new Map<string, { lat: number; lon: number; cityCode: string }>();
  for (const row of por.rows) {
    const [pk, code, lat, lon, cityCode] = row;
    if (!pk || !code || !/-A-/.test(pk)) continue;
    const cities = (cityCode ?? code).split(',')[0]!;
    positions.set(code, { lat: Number(lat), lon: Number(lon), cityCode: cities || code });
  }

  const rankFile = readCaret('ref_airport_pageranked.csv');
  const ranks = new Map<string, number>();
  for (const row of rankFile.rows) {
    if (!/-A-/.test(row[0]!)) continue;
    const value = Number(row[3]);
    if (!ranks.has(row[1]!) || value > ranks.get(row[1]!)!) ranks.set(row[1]!, value);
  }

  const tzExceptions = new Map(readCaret('optd_por_tz.csv').rows.map((row) => [row[0]!, row[1]!]));
  const zoneCountries = readZoneCountries();

  // Routes
  const routesFile = readCaret('optd_airline_por.csv');
  const allRoutes = routesFile.rows
    .map(([airline, from, to, freq]) => ({ airline: airline!, from: from!, to: to!, freq: Number(freq) }))
    .filter(
      (route) =>
        route.freq > 0 &&
        route.from !== route.to &&
        positions.has(route.from) &&
        positions.has(route.to) &&
        names.has(route.from) &&
        names.has(route.to),
    );

  const servedAirports = new Set(allRoutes.flatMap((route) => [route.from, route.to]));
  const top = [...ranks.entries()]
    .filter(([code]) => servedAirports.has(code))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_AIRPORTS)
    .map(([code]) => code);
  const isHome = (code: string) => names.get(code)?.country === HOME_COUNTRY;
  const core = new Set([...top, ...[...servedAirports].filter(isHome)]);

  const routes = allRoutes.filter(
    (route) => isHome(route.from) || isHome(route.to) || (core.has(route.from) && core.has(route.to)),
  );
  // A top airport served only from outside the core (a domestic-only airport) gets the routes that link
  // it to airports one connection away from Sydney, so that it too is reachable with two connections.
  const kept = new Set(routes);
  const oneStop = reachWithin(routes, 'SYD', 2);
  const reached = reachWithin(routes, 'SYD', 3);
  for (const target of top.filter((code) => !reached.has(code))) {
    for (const route of allRoutes) {
      const linked =
        (route.to === target && oneStop.has(route.from)) || (route.from === target && oneStop.has(route.to));
      if (linked && !kept.has(route)) {
        kept.add(route);
        routes.push(route);
      }
    }
  }

  // Airlines: current records of the carriers that fly the kept routes, with their current alliance.
  const airlinesFile = readCaret('optd_airlines.csv');
  const h = airlinesFile.header;
  const alliances = new Map<string, string>();
  for (const row of readCaret('optd_airline_alliance_membership.csv').rows) {
    const [alliance, , code, , , toDate] = row;
    if (code && !toDate) alliances.set(code, alliance === 'OneWorld' ? 'oneworld' : alliance!);
  }
  const airlineRecords = new Map<string, { name: string; freq: number }>();
  for (const row of airlinesFile.rows) {
    const code = row[column(h, '2char_code')]!;
    if (!code || row[column(h, 'validity_to')]) continue;
    const freq = Number(row[column(h, 'flt_freq')] || 0);
    const existing = airlineRecords.get(code);
    if (!existing || freq > existing.freq) airlineRecords.set(code, { name: row[column(h, 'name')]!, freq });
  }
  const keptRoutes = routes.filter((route) => airlineRecords.has(route.airline));
  const airlineCodes = [...new Set(keptRoutes.map((route) => route.airline))].sort();

  // Airports of the kept network
  const airportCodes = [...new Set(keptRoutes.flatMap((route) => [route.from, route.to]))].sort();
  const warnings: string[] = [];
  const airports: Airport[] = airportCodes.map((code) => {
    const position = positions.get(code)!;
    const country = names.get(code)!.country;
    let tz = tzExceptions.get(code) ?? tzLookup(position.lat, position.lon);
    // The lookup's coarse borders can put a coastal airport in a neighbour's zone: keep a zone of the
    // airport's own country, the nearest one by the tz database's reference points.
    if (!zoneCountries.get(tz)?.includes(country)) {
      const nearest = nearestZoneOfCountry(zoneCountries, country, position.lat, position.lon);
      if (nearest && nearest !== tz) {
        warnings.push(`${code} (${country}): ${tz} -> ${nearest}`);
        tz = nearest;
      }
    }
    return {
      code,
      name: names.get(code)!.name,
      cityCode: position.cityCode,
      country,
      lat: Math.round(position.lat * 1e4) / 1e4,
      lon: Math.round(position.lon * 1e4) / 1e4,
      tz,
      rank: Math.round((ranks.get(code) ?? 0) * 1e6) / 1e6,
    };
  });

  // Cities: their name from the override table, else from the airport that bears the city's code, else
  // from the most important airport of the city.
  const byCity = new Map<string, Airport[]>();
  for (const airport of airports)
    byCity.set(airport.cityCode, [...(byCity.get(airport.cityCode) ?? []), airport]);
  const cityRows: [string, string, string][] = [];
  for (const [cityCode, members] of [...byCity.entries()].sort()) {
    const namesake = members.find((airport) => airport.code === cityCode);
    const principal = namesake ?? [...members].sort((a, b) => b.rank - a.rank)[0]!;
    const name = CITY_NAMES[cityCode] ?? cityNameFromAirportName(principal.name);
    cityRows.push([cityCode, name, principal.country]);
  }

  // Reachability check: every top airport from Sydney within two connections (three flights).
  const fromSydney = reachWithin(keptRoutes, 'SYD', 3);
  const fromSydneyAll = reachWithin(allRoutes, 'SYD', 3);
  const unreachable = top.filter((code) => !fromSydney.has(code));
  const unreachableAnyway = unreachable.filter((code) => !fromSydneyAll.has(code));

  const aircraftFile = readCaret('optd_aircraft.csv');
  const wanted = new Map(
    Object.entries(AIRCRAFT_CLASSES).flatMap(([size, codes]) => codes.map((code) => [code, size])),
  );
  const aircraft = aircraftFile.rows
    .filter((row) => wanted.has(row[0]!))
    // OpenTravelData marks passenger versions "787-10 pax"; travellers read "Boeing 787-10" (issue 25).
    .map((row) => [row[0]!, `${row[1]} ${row[2]}`.replace(/ pax$/i, '').trim(), wanted.get(row[0]!)!]);
  const missingTypes = [...wanted.keys()].filter((code) => !aircraft.some((row) => row[0] === code));
  if (missingTypes.length)
    throw new Error(`aircraft types missing from optd_aircraft.csv: ${missingTypes.join(', ')}`);

  const countryCodes = [...new Set(airports.map((airport) => airport.country))];
  mkdirSync(OUT, { recursive: true });
  const write = (file: string, value: unknown) =>
    writeFileSync(join(OUT, file), JSON.stringify(value) + '\n');
  write('airports.json', {
    fields: ['code', 'name', 'cityCode', 'country', 'lat', 'lon', 'tz', 'rank'],
    rows: airports.map((a) => [a.code, a.name, a.cityCode, a.country, a.lat, a.lon, a.tz, a.rank]),
  });
  write('cities.json', { fields: ['code', 'name', 'country'], rows: cityRows });
  write('airlines.json', {
    fields: ['code', 'name', 'alliance'],
    rows: airlineCodes.map((code) => [code, airlineRecords.get(code)!.name, alliances.get(code) ?? null]),
  });
  write('aircraft.json', { fields: ['code', 'name', 'size'], rows: aircraft });
  write('countries.json', {
    fields: ['code', 'name'],
    rows: [...countryNames.entries()].sort((a, b) => a[1].localeCompare(b[1])),
  });
  write('routes.json', {
    fields: ['airline', 'from', 'to', 'flightsPerYear'],
    rows: keptRoutes
      .sort(
        (a, b) =>
          a.airline.localeCompare(b.airline) || a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
      )
      .map((route) => [route.airline, route.from, route.to, route.freq]),
  });

  console.log(
    `Derived ${airports.length} airports in ${byCity.size} cities and ${countryCodes.length} countries, ` +
      `${airlineCodes.length} airlines, ${keptRoutes.length} airline routes, ${aircraft.length} aircraft types.`,
  );
  console.log(
    `Top ${TOP_AIRPORTS} airports not reachable from SYD within two connections: ${unreachable.join(' ') || 'none'}` +
      ` (of which not reachable so in the whole source network either: ${unreachableAnyway.join(' ') || 'none'})`,
  );
  if (warnings.length) console.log(`Zones corrected to the airport's country: ${warnings.join('; ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/derive-flight-data.ts')) {
  await main();
}
