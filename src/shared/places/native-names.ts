/**
 * Cities' names in the site's languages other than English (Japanese, Simplified Chinese, Korean,
 * Indonesian), the first of each list being the one to show. Reference data derived by
 * scripts/flight-data/derive-native-names.ts from OpenTravelData and the Unicode CLDR (see
 * src/services/data/NOTICE.md); a city the sources do not name in a language has an empty list there.
 */
import data from './native-names.json' with { type: 'json' };

export const NATIVE_LANGUAGES = ['ja', 'zh', 'ko', 'id'] as const;
export type NativeLanguage = (typeof NATIVE_LANGUAGES)[number];
type NativeNames = Record<NativeLanguage, readonly string[]>;

let byCity: Map<string, NativeNames> | undefined;
let searchNames: Map<string, readonly string[]> | undefined;

function index(): Map<string, NativeNames> {
  if (byCity) return byCity;
  byCity = new Map();
  for (const [code, ja = [], zh = [], ko = [], id = []] of data.rows as [string, ...string[][]][]) {
    byCity.set(code, { ja, zh, ko, id });
  }
  return byCity;
}

/** A city's names by language (empty lists where the sources have none). */
export function nativeNamesOf(cityCode: string): NativeNames {
  return index().get(cityCode) ?? { ja: [], zh: [], ko: [], id: [] };
}

/** Every name of every city in every language, by city code: what a reader may type for it. */
export function searchNamesByCity(): ReadonlyMap<string, readonly string[]> {
  if (searchNames) return searchNames;
  searchNames = new Map();
  for (const [code, names] of index()) {
    searchNames.set(code, [...new Set(NATIVE_LANGUAGES.flatMap((language) => names[language]))]);
  }
  return searchNames;
}
