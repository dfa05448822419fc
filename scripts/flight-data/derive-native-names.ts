/**
 * Derives the native-script city names (src/shared/places/native-names.json) that place search matches
 * and the ja/ko/zh-CN pages may show: for every city of the flight network, its names in Japanese,
 * Simplified Chinese, Korean and Indonesian, the first of each list being the one to show.
 *
 * Sources, in order of preference (see src/services/data/NOTICE.md):
 * - OpenTravelData's `optd_por_public.csv` (CC BY 4.0): its alternate names, through the excerpt of it in
 *   scripts/flight-data/optd-native-names.txt (the cities the other sources leave unnamed);
 * - OpenTravelData's per-language samples (`opentraveldata/samples_4_lang/optd_por_public_ja_nh.csv`,
 *   `..._zh_hu.csv`, CC BY 4.0): city rows only;
 * - the Unicode CLDR's exemplar city names of time zones (`cldr-dates-full` 48.2.0,
 *   `main/<lang>/timeZoneNames.json`, Unicode licence v3), for a city whose airports' time zone is named
 *   after it (Australia/Sydney names Sydney; America/Chicago does not name Dallas).
 * The full `optd_por_public.csv` (50 MB) is not in the stored snapshot this was derived from, hence the
 * excerpt; a city none of the sources names keeps its English name only. Simplified Chinese is preferred
 * (OpenTravelData's `zh-CN` before `zh`); where OpenTravelData has only a Traditional form (Dallas
 * 達拉斯, Seattle 西雅圖) that form is kept, converted by nobody.
 * Indonesian writes these cities in Latin script: CLDR's Indonesian form where it differs ("Singapura",
 * "Moskwa"), otherwise the English name.
 *
 *   npm pack cldr-dates-full@48.2.0 && tar -xzf cldr-dates-full-48.2.0.tgz   (gives ./package)
 *   npx tsx scripts/flight-data/derive-native-names.ts ./package <opentraveldata checkout>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import airportsFile from '../../src/services/data/airports.json' with { type: 'json' };
import citiesFile from '../../src/services/data/cities.json' with { type: 'json' };
import { NATIVE_LANGUAGES, type NativeLanguage } from '../../src/shared/places/native-names';

const [cldrDir, optdDir] = process.argv.slice(2);
if (!cldrDir || !optdDir) {
  console.error('usage: derive-native-names.ts <cldr-dates-full dir> <opentraveldata checkout>');
  process.exit(1);
}

/** CLDR's locale folder for each language (CLDR's `zh` is Simplified Chinese). */
const CLDR_LOCALE: Record<NativeLanguage, string> = { ja: 'ja', zh: 'zh', ko: 'ko', id: 'id' };
/** OpenTravelData's per-language sample files (ko and id have none). */
const OPTD_SAMPLES: Partial<Record<NativeLanguage, string>> = {
  ja: 'optd_por_public_ja_nh.csv',
  zh: 'optd_por_public_zh_hu.csv',
};
/** Languages written in a script of their own: a Latin romanisation among their names is left out. */
const NATIVE_SCRIPT = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/_/g, ' ')
    .toLowerCase();

function optdNames(language: NativeLanguage): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const file = OPTD_SAMPLES[language];
  if (!file) return names;
  for (const line of readFileSync(join(optdDir!, 'opentraveldata/samples_4_lang', file), 'utf8').split(
    '\n',
  )) {
    const cells = line.split(';');
    if (cells[1] !== 'C' || cells[7] !== language) continue;
    // Entries are `name|flags` ("名古屋市|p"): the flags are dropped and the preferred (p) name leads.
    const entries = (cells[8] ?? '').split('=').map((entry) => entry.split('|'));
    const list = [
      ...entries.filter(([, flags = '']) => flags.includes('p')),
      ...entries.filter(([, flags = '']) => !flags.includes('p')),
    ]
      .map(([name = '']) => name)
      .filter((name) => NATIVE_SCRIPT.test(name));
    if (list.length > 0) names.set(cells[0]!, list);
  }
  return names;
}

/** The excerpt's names: `CODE^lang|name|flags=lang|name|flags...`, preferred (`p`) names first. */
function excerptNames(): Map<string, Map<NativeLanguage, string[]>> {
  const byCity = new Map<string, Map<NativeLanguage, string[]>>();
  const file = join(import.meta.dirname, 'optd-native-names.txt');
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [code = '', section = ''] = line.split('^');
    const entries = section.split('=').map((entry) => entry.split('|'));
    const names = new Map<NativeLanguage, string[]>();
    const ranked = [...entries].sort(([lang1 = ''], [lang2 = '']) => rankOf(lang1) - rankOf(lang2));
    for (const [lang = '', name = '', flags = ''] of ranked) {
      const language = (lang === 'zh-CN' ? 'zh' : lang) as NativeLanguage;
      if (!NATIVE_LANGUAGES.includes(language) || !name) continue;
      if (language !== 'id' && !NATIVE_SCRIPT.test(name)) continue;
      const list = names.get(language) ?? [];
      if (flags.includes('p')) list.unshift(name);
      else list.push(name);
      names.set(language, list);
    }
    byCity.set(code, names);
  }
  return byCity;
}
/** zh-CN (Simplified) before zh, which OpenTravelData uses for either script. */
const rankOf = (lang: string) => (lang === 'zh-CN' ? 0 : 1);

type ZoneTree = { [key: string]: ZoneTree | string };

function exemplarCity(language: NativeLanguage, zone: string): string | undefined {
  const file = join(cldrDir!, 'main', CLDR_LOCALE[language], 'timeZoneNames.json');
  const main = (JSON.parse(readFileSync(file, 'utf8')) as { main: Record<string, unknown> }).main;
  const locale = Object.values(main)[0] as { dates: { timeZoneNames: { zone: ZoneTree } } };
  let node: ZoneTree | string | undefined = locale.dates.timeZoneNames.zone;
  for (const part of zone.split('/')) node = typeof node === 'object' ? node[part] : undefined;
  const city = typeof node === 'object' ? node.exemplarCity : undefined;
  return typeof city === 'string' ? city : undefined;
}

// The time zones of each city's airports, and the one named after the city (if any).
const zonesOf = new Map<string, Set<string>>();
for (const [, , cityCode, , , , tz] of airportsFile.rows as [
  string,
  string,
  string,
  string,
  number,
  number,
  string,
][]) {
  zonesOf.set(cityCode, (zonesOf.get(cityCode) ?? new Set()).add(tz));
}
const cityZone = (code: string, name: string) =>
  [...(zonesOf.get(code) ?? [])].find((zone) => plain(zone.split('/').at(-1)!) === plain(name));

const optd = Object.fromEntries(NATIVE_LANGUAGES.map((language) => [language, optdNames(language)]));
const excerpt = excerptNames();
const rows: (string | string[])[][] = [];
for (const [code, englishName] of citiesFile.rows as [string, string, string][]) {
  const zone = cityZone(code, englishName);
  const row: (string | string[])[] = [code];
  for (const language of NATIVE_LANGUAGES) {
    const cldr = zone ? exemplarCity(language, zone) : undefined;
    const names = [
      ...(excerpt.get(code)?.get(language) ?? []),
      ...(optd[language]!.get(code) ?? []),
      ...(cldr ? [cldr] : []),
    ];
    if (language === 'id') names.push(englishName);
    row.push([...new Set(names)]);
  }
  rows.push(row);
}

const out = join(import.meta.dirname, '../../src/shared/places/native-names.json');
const json = JSON.stringify({ fields: ['code', ...NATIVE_LANGUAGES], rows });
writeFileSync(out, await format(json, { ...(await resolveConfig(out)), filepath: out }));
console.log(`${out}: ${rows.length} of ${citiesFile.rows.length} cities`);
