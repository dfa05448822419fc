import { describe, expect, it } from 'vitest';
import { NATIVE_LANGUAGES, nativeNamesOf, searchNamesByCity } from '../../shared/places/native-names';
import { loadNetwork } from '../flights/network';
import { DESTINATION_ALIASES } from './destination-aliases';
import { suggestionCandidates } from './utilities.routes';
import { rankSuggestions } from './utilities.rules';

const network = loadNetwork();
const candidates = suggestionCandidates(network);
/** The network's own ranking: a city ranks as its busiest airport (OpenTravelData's page rank). */
const busiest = [...network.cities.values()].sort((a, b) => b.rank - a.rank).slice(0, 50);
const search = (query: string) =>
  rankSuggestions(query, candidates, 10, DESTINATION_ALIASES, searchNamesByCity());

/**
 * Busiest cities that neither source names in a script of the language (see
 * scripts/flight-data/derive-native-names.ts): they are found by their English name only.
 */
const NOT_NAMED: Record<'ja' | 'zh' | 'ko', readonly string[]> = {
  ja: ['WAS'],
  zh: ['PTY'],
  ko: [],
};

describe('native-script search of the 50 busiest cities', () => {
  const cases = busiest.flatMap((city) =>
    NATIVE_LANGUAGES.flatMap((language) =>
      nativeNamesOf(city.code)[language].map((name) => [city.code, language, name] as const),
    ),
  );

  it.each(cases)('%s in %s: "%s" answers the city first', (code, _language, name) => {
    expect(search(name)[0]?.cityCode).toBe(code);
  });

  it.each(['ja', 'zh', 'ko'] as const)(
    'names them in %s, but for the cities the sources lack',
    (language) => {
      const unnamed = busiest.filter((city) => nativeNamesOf(city.code)[language].length === 0);
      expect(unnamed.map((city) => city.code).sort()).toEqual([...NOT_NAMED[language]].sort());
    },
  );

  it('names every one of them in Indonesian', () => {
    for (const city of busiest) expect(nativeNamesOf(city.code).id.length, city.code).toBeGreaterThan(0);
  });
});
