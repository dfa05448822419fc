import { calendarMessages } from '../../lib/i18n/calendar-messages.server';
import { RESOURCES } from '../../lib/i18n/i18n';
import { KNOWN_MESSAGES_KEY } from '../../shared/i18n/known-messages';
import { knownMessagePairs } from '../../lib/i18n/known-messages.server';
import type { Locale } from '../../shared/i18n/languages';
import type { Messages } from '../../shared/i18n/translate';

/** The sections of the flight texts (src/lib/i18n/locales/<lang>/flights.json). */
export type FlightTextSection =
  'cabins' | 'search' | 'results' | 'filters' | 'sort' | 'fares' | 'flex' | 'detail' | 'common';

const PLURAL_FORM = /_(zero|one|two|few|many)$/;

function mergeFallback(fallback: Messages, chosen: Messages | undefined): Messages {
  if (!chosen) return fallback;
  const merged: Messages = {};
  for (const [key, value] of Object.entries(fallback)) {
    const own = chosen[key];
    // English's "_one" has no use in a language whose plurals are all "_other" (ja, ko, zh-CN, id).
    if (own === undefined && PLURAL_FORM.test(key) && typeof value === 'string') continue;
    merged[key] =
      typeof value === 'string'
        ? typeof own === 'string'
          ? own
          : value
        : mergeFallback(value, typeof own === 'object' ? own : undefined);
  }
  return merged;
}

// The texts are fixed at build time, so each language's merge is done once, not on every page that
// carries a flight island (the home page among them). Callers only read (and serialise) the result.
const mergedTexts = new Map<Locale, Messages>();

function allFlightTexts(locale: Locale): Messages {
  let all = mergedTexts.get(locale);
  if (!all) {
    const english = (RESOURCES.en.flights ?? {}) as Messages;
    const chosen = (RESOURCES[locale]?.flights ?? undefined) as Messages | undefined;
    all = mergeFallback(english, chosen);
    mergedTexts.set(locale, all);
  }
  return all;
}

/**
 * The flight texts an island needs, in the reader's language with English filling the gaps, shaped
 * { flights: { <section>: ... } } as the islands' keys read them. Pages pass only the sections their
 * island uses, so the browser never downloads the rest of the site's text.
 */
export function flightMessages(locale: Locale, sections: FlightTextSection[]): Messages {
  const all = allFlightTexts(locale);
  const picked: Messages = {};
  for (const section of sections) {
    const value = all[section];
    if (value !== undefined) picked[section] = value;
  }
  // The flight screens' messages that arrive as English data (validation, the services' answers),
  // paired with the reader's version; English needs no pairs (an unknown text is shown as it is).
  if (locale === 'en') return { flights: picked };
  const pairs = knownMessagePairs(locale, [FLIGHT_MESSAGE_GROUP]);
  return { flights: picked, [KNOWN_MESSAGES_KEY]: pairs as unknown as Messages };
}

/** The search form's texts (the home page, the results page): its own, the cabins', and the calendar's. */
export function flightSearchMessages(locale: Locale): Messages {
  return { ...calendarMessages(locale), ...flightMessages(locale, ['search', 'cabins']) };
}

/** The known-message group of the flight screens (locales/<lang>/messages-flights.json). */
export const FLIGHT_MESSAGE_GROUP = 'flightApiMessages';
