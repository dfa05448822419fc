import type { PlaceSuggestion } from '../../shared/contracts/booking-utilities';
import type { Locale } from '../../shared/i18n/languages';
import { nativeNamesOf } from '../../shared/places/native-names';

type Lookup = (text: string) => Promise<PlaceSuggestion[]>;

/** The site's languages whose readers know a city by another script's name (issue 25, defect 7). */
const NATIVE_SCRIPT = { ja: 'ja', 'zh-CN': 'zh', ko: 'ko' } as const;

/**
 * The name a reader of `locale` knows a city by: "シドニー" for Japanese, "悉尼" for Chinese, where the
 * reference data has one; the English name otherwise (and always for English and Indonesian readers,
 * whose city names are the Latin ones).
 */
export function cityNameIn(locale: Locale, cityCode: string, english: string): string {
  const language = NATIVE_SCRIPT[locale as keyof typeof NATIVE_SCRIPT];
  return (language && nativeNamesOf(cityCode)[language][0]) || english;
}

/**
 * A place lookup whose answers name their cities in the reader's language, so the results page's title,
 * heading and form read "シドニー発 東京行き", not "Sydney発 Tokyo行き". Airport names stay as the
 * service gives them (the sources name cities, not airports, in other scripts).
 */
export function withCityNamesIn(locale: Locale, lookup: Lookup): Lookup {
  if (!(locale in NATIVE_SCRIPT)) return lookup;
  return async (text) =>
    (await lookup(text)).map((place) => ({
      ...place,
      cityName: cityNameIn(locale, place.cityCode, place.cityName),
    }));
}
