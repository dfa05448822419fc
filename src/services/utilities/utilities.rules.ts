/** Reference lists of the Utilities endpoints. Pure data and rules. */
import type { PassengerTitle, PlaceSuggestion } from '../../shared/contracts/booking-utilities';
import type { PassengerType } from '../../shared/domain/passengers';

export { MEAL_PREFERENCES } from '../../shared/domain/meal-preferences';

export { SEAT_PREFERENCE_OPTIONS as SEAT_PREFERENCES } from '../../shared/domain/seat-preferences';

const ADULTS: PassengerType[] = ['Adult'];
const EVERYONE: PassengerType[] = ['Adult', 'Children', 'Infants'];
const YOUNG: PassengerType[] = ['Children', 'Infants'];

/**
 * Titles of a flight passenger and who may carry them: the spec's list (§3 "Titles") plus Miss and Mx,
 * which airlines ticket for anyone, and Master, the title airlines print for a boy (issue 25, defect 9:
 * an 8-year-old had to be "Mr").
 */
export const PASSENGER_TITLES: readonly PassengerTitle[] = [
  { code: 'MR', name: 'Mr', passengerTypes: ADULTS },
  { code: 'MRS', name: 'Mrs', passengerTypes: ADULTS },
  { code: 'MS', name: 'Ms', passengerTypes: ADULTS },
  { code: 'MISS', name: 'Miss', passengerTypes: EVERYONE },
  { code: 'MSTR', name: 'Master', passengerTypes: YOUNG },
  { code: 'MX', name: 'Mx', passengerTypes: EVERYONE },
  { code: 'DR', name: 'Doctor', passengerTypes: ADULTS },
];

export { AGENCY_PRIORITY_AIRLINES } from '../../shared/domain/agency-airlines';

/** Countries shown first in country pickers of the Australian site. */
export const PREFERRED_COUNTRIES = ['AU', 'NZ', 'GB', 'US', 'SG', 'JP', 'HK', 'AE', 'FJ', 'ID'] as const;

/** Departures closer than this need a call to the team: the date picker prompts with the message. */
const LEAD_TIME_DAYS = 2;
export const LEAD_TIME_MESSAGE =
  'Departures within 2 days cannot be confirmed online straight away. Please contact our travel team to book.';

export interface SearchDateRange {
  start: string;
  end: string;
  leadTimeRestrictionMethod: 'Restrict' | 'Prompt';
  promptMessage: string;
}

/** The bookable date range from today (YYYY-MM-DD in the site's zone). */
export function searchDateRange(today: string, maxDaysAhead: number): SearchDateRange {
  const add = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return {
    start: add(LEAD_TIME_DAYS),
    end: add(maxDaysAhead),
    leadTimeRestrictionMethod: 'Prompt',
    promptMessage: LEAD_TIME_MESSAGE,
  };
}

/** The reason a trip cannot be booked online, or null. Departure dates as YYYY-MM-DD. */
export function bookingRestriction(
  today: string,
  departureDates: string[],
  maxDaysAhead: number,
): string | null {
  const range = searchDateRange(today, maxDaysAhead);
  for (const date of departureDates) {
    if (date < today) return 'The departure date has passed.';
    if (date > range.end) return `Flights can be booked up to ${range.end}.`;
    if (date < range.start) return LEAD_TIME_MESSAGE;
  }
  return null;
}

export interface Suggestion extends PlaceSuggestion {
  rank: number;
}

/** Aliases shorter than this match only when typed in full ("fiji"), not as a prefix. */
const MIN_ALIAS_PREFIX = 3;

// The native names are fixed reference data: normalised once per map, not on every keystroke's query.
const normalisedNames = new WeakMap<ReadonlyMap<string, readonly string[]>, [string, string[]][]>();

function normalisedNamesOf(cityNames: ReadonlyMap<string, readonly string[]>): [string, string[]][] {
  let normalised = normalisedNames.get(cityNames);
  if (!normalised) {
    normalised = [...cityNames].map(([cityCode, names]) => [cityCode, names.map(normalise)]);
    normalisedNames.set(cityNames, normalised);
  }
  return normalised;
}

/**
 * Orders auto-suggestions: an exact code, destination alias or native name first ("Bali" finds DPS,
 * "シドニー" finds SYD), then names, codes, aliases or native names starting with the query, then names
 * containing a word that starts with it; within each, by importance. Aliases name airports (`aliases`:
 * alias -> airport codes); native names name cities (`cityNames`: city code -> names in the site's other
 * languages), and so the city and its airports.
 */
export function rankSuggestions(
  query: string,
  candidates: Suggestion[],
  limit = 10,
  aliases: Readonly<Record<string, readonly string[]>> = {},
  cityNames: ReadonlyMap<string, readonly string[]> = new Map(),
): Suggestion[] {
  const q = normalise(query);
  const nativeTier = new Map<string, number>();
  for (const [cityCode, normalised] of normalisedNamesOf(cityNames)) {
    const tier = normalised.includes(q) ? 0 : normalised.some((name) => name.startsWith(q)) ? 1 : -1;
    if (tier >= 0) nativeTier.set(cityCode, tier);
  }
  const aliasTier = new Map<string, number>();
  for (const [alias, codes] of Object.entries(aliases)) {
    const name = normalise(alias);
    const tier = name === q ? 0 : q.length >= MIN_ALIAS_PREFIX && name.startsWith(q) ? 1 : -1;
    if (tier < 0) continue;
    for (const code of codes) aliasTier.set(code, Math.min(tier, aliasTier.get(code) ?? tier));
  }
  const scored = candidates
    .map((item) => {
      const name = normalise(item.name);
      const city = normalise(item.cityName);
      const alias = item.codeType === 'A' ? aliasTier.get(item.code) : undefined;
      const native = nativeTier.get(item.cityCode);
      let tier = -1;
      if (item.code.toLowerCase() === q || alias === 0 || native === 0) tier = 0;
      else if (city.startsWith(q) || name.startsWith(q) || alias === 1 || native === 1) tier = 1;
      else if (item.code.toLowerCase().startsWith(q)) tier = 2;
      else if (` ${city} ${name}`.includes(` ${q}`)) tier = 3;
      return { item, tier };
    })
    .filter((entry) => entry.tier >= 0);
  scored.sort(
    (a, b) =>
      a.tier - b.tier ||
      b.item.rank - a.item.rank ||
      (a.item.codeType === 'C' ? -1 : 1) - (b.item.codeType === 'C' ? -1 : 1),
  );
  return scored.slice(0, limit).map((entry) => entry.item);
}

/**
 * An airport's name without the city repeated before it, as some reference names read ("Avalon, Avalon
 * Airport" -> "Avalon Airport").
 */
export function tidyAirportName(name: string): string {
  const match = /^([^,]+),\s*(.+)$/.exec(name);
  if (!match) return name;
  const [, before = '', after = ''] = match;
  return normalise(after).startsWith(normalise(before)) ? after : name;
}

/**
 * Text as search compares it: compatibility forms folded (NFKC: half-width katakana, full-width Latin),
 * accents dropped, lower case.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
