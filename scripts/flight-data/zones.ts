/**
 * Time zones for the derived airports (scripts/derive-flight-data.ts): the zone at a coordinate from
 * @photostructure/tz-lookup, and the system tz database's zones per country to correct a zone that
 * falls across a border.
 */
import { existsSync, readFileSync } from 'node:fs';

export async function loadTzLookup(): Promise<(lat: number, lon: number) => string> {
  const module = (await import('@photostructure/tz-lookup')) as unknown as {
    default: (lat: number, lon: number) => string;
  };
  return module.default;
}

export interface ZoneCountries extends Map<string, string[]> {
  points?: { zone: string; country: string; lat: number; lon: number }[];
}

/** The countries each IANA zone covers, from the system's tz database tables (zone1970.tab, zone.tab). */
export function readZoneCountries(): ZoneCountries {
  const map: ZoneCountries = new Map();
  map.points = [];
  for (const file of ['/usr/share/zoneinfo/zone1970.tab', '/usr/share/zoneinfo/zone.tab']) {
    if (!existsSync(file)) throw new Error(`${file} is needed (Debian package tzdata)`);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('#') || !line.trim()) continue;
      const [countries, coordinates, zone] = line.split('\t');
      const list = countries!.split(',');
      map.set(zone!, [...new Set([...(map.get(zone!) ?? []), ...list])]);
      const match = /^([+-])(\d{2})(\d{2})(\d{2})?([+-])(\d{3})(\d{2})(\d{2})?$/.exec(coordinates!);
      if (!match) continue;
      const lat = (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60);
      const lon = (match[5] === '-' ? -1 : 1) * (Number(match[6]) + Number(match[7]) / 60);
      for (const country of list) map.points.push({ zone: zone!, country, lat, lon });
    }
  }
  return map;
}

export function nearestZoneOfCountry(
  zones: ZoneCountries,
  country: string,
  lat: number,
  lon: number,
): string | undefined {
  let best: { zone: string; distance: number } | undefined;
  for (const point of zones.points ?? []) {
    if (point.country !== country) continue;
    const distance = (point.lat - lat) ** 2 + ((point.lon - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (!best || distance < best.distance) best = { zone: point.zone, distance };
  }
  return best?.zone;
}
