/**
 * The airports and cities of the flight network as the auto-suggestion names them, for naming the
 * places of a search from their codes without a service call (the results page). Reference data,
 * derived from the services' network by scripts/derive-place-names.ts; a services test keeps the two
 * equal. Server-side only: no island imports it, so it never reaches a browser bundle.
 */
import type { NamedPlace } from '../contracts/booking-utilities';
import data from './place-names.json' with { type: 'json' };

/** A place as /Utilities/FlightAutoSuggestion answers it (without the airports a city lists). */
export type KnownPlace = NamedPlace;

export const PLACE_FIELDS = [
  'code',
  'codeType',
  'name',
  'cityCode',
  'cityName',
  'countryCode',
  'countryName',
] as const satisfies readonly (keyof KnownPlace)[];

let byCode: Map<string, KnownPlace[]> | undefined;

function indexOf(): Map<string, KnownPlace[]> {
  if (byCode) return byCode;
  byCode = new Map();
  for (const [
    code = '',
    codeType,
    name = '',
    cityCode = '',
    cityName = '',
    countryCode = '',
    countryName = '',
  ] of data.rows) {
    const place: KnownPlace = {
      code,
      codeType: codeType === 'C' ? 'C' : 'A',
      name,
      cityCode,
      cityName,
      countryCode,
      countryName,
    };
    byCode.set(code, [...(byCode.get(code) ?? []), place]);
  }
  // A code naming a city and one of its airports: the city first, as the auto-suggestion ranks an
  // exact code (a city ranks as its busiest airport, and a city wins a tie).
  for (const places of byCode.values()) {
    places.sort((a, b) => (a.codeType === b.codeType ? 0 : a.codeType === 'C' ? -1 : 1));
  }
  return byCode;
}

/** The places an IATA code names (a city, its airport or both, the city first); empty when none. */
export function placesOfCode(code: string): KnownPlace[] {
  return /^[A-Z]{3}$/.test(code) ? [...(indexOf().get(code) ?? [])] : [];
}

/**
 * A place lookup that answers known codes from this reference data and leaves anything else (typed
 * text, a code the data does not know) to `fallback`, the auto-suggestion service.
 */
export function withKnownPlaces<T>(
  fallback: (text: string) => Promise<T[]>,
): (text: string) => Promise<(T | KnownPlace)[]> {
  return async (text) => {
    const known = placesOfCode(text);
    return known.length > 0 ? known : fallback(text);
  };
}
