import type { HotelAutoComplete, HotelAutoCompleteRequest, HotelPlace } from '../../shared/contracts/hotel';
import { hotelCities } from './inventory/places';
import { identitiesOf, propertyById } from './inventory/properties';

/**
 * /AutoComplete: cities, their airports ("near the airport") and property names. Matching ignores case
 * and accents and takes a prefix of the name or of any word in it (or an exact code); Australian places
 * come first, then better matches, cities before airports before properties, bigger places first.
 */

interface Entry {
  place: HotelPlace;
  /** The name, folded, and its words. */
  folded: string;
  words: string[];
  kindOrder: number;
  weight: number;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every entry, and entries by the first two letters of each word of the name (and of the code). */
let index: { entries: Entry[]; byPrefix: Map<string, Entry[]> } | undefined;

function entry(place: HotelPlace, kindOrder: number, weight: number, extra = ''): Entry {
  const folded = fold(`${place.name} ${extra}`.trim());
  return { place, folded, words: folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean), kindOrder, weight };
}

/** Built on first use: every destination city, its airports, and the properties of every city. */
function placeIndex(): { entries: Entry[]; byPrefix: Map<string, Entry[]> } {
  if (index) return index;
  const entries: Entry[] = [];
  for (const city of hotelCities().values()) {
    const where = city.region ? `${city.region}, ${city.countryName}` : city.countryName;
    entries.push(
      entry(
        {
          code: city.code,
          locationType: 'City',
          name: city.name,
          detail: where,
          countryCode: city.countryCode,
          cityCode: city.code,
          latitude: city.lat,
          longitude: city.lon,
        },
        0,
        city.propertyCount,
        city.code,
      ),
    );
    for (const airport of city.airports)
      entries.push(
        entry(
          {
            code: airport.code,
            locationType: 'Airport',
            name: airport.name,
            detail: `Airport · ${city.name}`,
            countryCode: city.countryCode,
            cityCode: city.code,
            latitude: airport.lat,
            longitude: airport.lon,
          },
          1,
          airport.rank,
          airport.code,
        ),
      );
    // Properties are indexed by name only; their coordinates are filled in for the few answered.
    for (const identity of identitiesOf(city))
      entries.push(
        entry(
          {
            code: identity.propertyId,
            locationType: 'Property',
            name: identity.name,
            detail: `${identity.type} · ${city.name}`,
            countryCode: city.countryCode,
            cityCode: city.code,
            latitude: city.lat,
            longitude: city.lon,
          },
          2,
          0,
        ),
      );
  }
  const byPrefix = new Map<string, Entry[]>();
  for (const item of entries) {
    const prefixes = new Set([...item.words, item.place.code.toLowerCase()].map((word) => word.slice(0, 2)));
    for (const prefix of prefixes) {
      const bucket = byPrefix.get(prefix);
      if (bucket) bucket.push(item);
      else byPrefix.set(prefix, [item]);
    }
  }
  index = { entries, byPrefix };
  return index;
}

/** 0 a code or the whole name, 1 a prefix of the name, 2 a prefix of a word; null no match. */
function matchScore(item: Entry, query: string, queryWords: string[]): number | null {
  if (item.place.code.toLowerCase() === query || item.folded === query) return 0;
  if (item.folded.startsWith(query)) return 1;
  const everyWord = queryWords.every((word) => item.words.some((candidate) => candidate.startsWith(word)));
  return everyWord ? 2 : null;
}

export function autoComplete(request: HotelAutoCompleteRequest): HotelAutoComplete {
  const query = fold(request.query);
  const queryWords = query.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (queryWords.length === 0) return { places: [] };
  const found: { item: Entry; score: number }[] = [];
  const { entries, byPrefix } = placeIndex();
  // Every match has a word (or code) starting like the query's longest word: only that bucket is scanned.
  const longest = queryWords.reduce((a, b) => (b.length > a.length ? b : a));
  const candidates = longest.length >= 2 ? (byPrefix.get(longest.slice(0, 2)) ?? []) : entries;
  for (const item of candidates) {
    const score = matchScore(item, query, queryWords);
    if (score !== null) found.push({ item, score });
  }
  found.sort(
    (a, b) =>
      Number(b.item.place.countryCode === 'AU') - Number(a.item.place.countryCode === 'AU') ||
      a.score - b.score ||
      a.item.kindOrder - b.item.kindOrder ||
      b.item.weight - a.item.weight ||
      a.item.place.name.localeCompare(b.item.place.name),
  );
  return { places: found.slice(0, request.limit).map(({ item }) => withCoordinates(item.place)) };
}

function withCoordinates(place: HotelPlace): HotelPlace {
  if (place.locationType !== 'Property') return place;
  const property = propertyById(place.code);
  return property ? { ...place, latitude: property.latitude, longitude: property.longitude } : place;
}
