/**
 * Airports named by their cities in the reader's script (issue 25): the after-booking documents (tax
 * invoice, change email, calendar files, fare conditions) name flights by airport code, and some of
 * them know only the code. The network's reference data (place-names.json, what the search suggests)
 * says which city an airport serves, and city-name-in.ts names that city for the reader: "ロンドン (LHR)".
 * English and Indonesian readers keep what they read today: the codes and the English names.
 */
import type { Locale } from '../i18n/languages';
import { cityNameIn, namesCitiesInOwnScript } from './city-name-in';
import { placesOfCode } from './place-names';

/** The city an airport (or a city code) stands for in the network data; null for a code it lacks. */
export function cityOfAirport(code: string): { cityCode: string; cityName: string } | null {
  const place = placesOfCode(code)[0];
  return place ? { cityCode: place.cityCode, cityName: place.cityName } : null;
}

/** The name of the city an airport serves, for the reader; `english` where the data has none. */
export function airportCityNameIn(locale: Locale, airportCode: string, english: string): string {
  const city = cityOfAirport(airportCode);
  return city ? cityNameIn(locale, city.cityCode, english) : english;
}

/**
 * "ロンドン (LHR)" for a reader who knows cities in another script; the bare code for the others
 * (and where the data has no name in the reader's script, so no English name slips into the text).
 * `cityCode` is used when the caller knows it; otherwise the airport's city is looked up.
 */
export function placeWithCodeIn(locale: Locale, airportCode: string, cityCode?: string): string {
  if (!namesCitiesInOwnScript(locale)) return airportCode;
  const city = cityCode ?? cityOfAirport(airportCode)?.cityCode;
  const name = city ? cityNameIn(locale, city, '') : '';
  return name ? `${name} (${airportCode})` : airportCode;
}

/** "SYD–LHR" for English and Indonesian readers; "シドニー (SYD)–ロンドン (LHR)" for Japanese ones. */
export function routeOfCodesIn(
  locale: Locale,
  from: string,
  to: string,
  cities: { from?: string; to?: string } = {},
): string {
  return `${placeWithCodeIn(locale, from, cities.from)}–${placeWithCodeIn(locale, to, cities.to)}`;
}
