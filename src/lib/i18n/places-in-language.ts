import type { PlaceSuggestion } from '../../shared/contracts/booking-utilities';
import type { Locale } from '../../shared/i18n/languages';
import { cityNameIn, namesCitiesInOwnScript } from '../../shared/places/city-name-in';

// The rule lives in src/shared so the services' emails name cities as the pages do (issue 25, defect 7).
export { cityNameIn };

type Lookup = (text: string) => Promise<PlaceSuggestion[]>;

/**
 * A place lookup whose answers name their cities in the reader's language, so the results page's title,
 * heading and form read "シドニー発 東京行き", not "Sydney発 Tokyo行き". Airport names stay as the
 * service gives them (the sources name cities, not airports, in other scripts).
 */
export function withCityNamesIn(locale: Locale, lookup: Lookup): Lookup {
  if (!namesCitiesInOwnScript(locale)) return lookup;
  return async (text) =>
    (await lookup(text)).map((place) => ({
      ...place,
      cityName: cityNameIn(locale, place.cityCode, place.cityName),
    }));
}
