/**
 * The texts a hotel island needs, in the reader's language, shaped as its keys read them
 * ({ calendar, hotels: { <section> }, knownMessages }). Server side only (it reads every
 * language's resources): pages call it and pass the result as the island's `messages`, so the browser
 * gets only the sections that island uses.
 */
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import type { Messages } from '../../shared/i18n/translate';
import { calendarMessages } from '../../lib/i18n/calendar-messages.server';
import { textsOf } from '../../lib/i18n/i18n';
import { KNOWN_MESSAGES_KEY } from '../../shared/i18n/known-messages';
import { knownMessagePairs } from '../../lib/i18n/known-messages.server';
import type { Locale } from '../../shared/i18n/languages';

type HotelTextSection =
  'search' | 'results' | 'filters' | 'card' | 'detail' | 'format' | 'amenities' | 'boards';

const ISLAND_SECTIONS = {
  search: ['search'],
  results: ['results', 'filters', 'card', 'format', 'amenities', 'boards'],
  rooms: ['detail', 'format', 'amenities', 'boards'],
} satisfies Record<string, HotelTextSection[]>;

const SEARCH_MESSAGES = new Set<string>(Object.values(HOTEL_MESSAGES));

export function hotelIslandMessages(locale: Locale, island: keyof typeof ISLAND_SECTIONS): Messages {
  const texts = textsOf(locale, 'hotels');
  const hotels: Messages = {};
  for (const section of ISLAND_SECTIONS[island]) {
    const value = texts[section];
    if (value !== undefined) hotels[section] = value;
  }
  // The search form's dates are the shared date field and calendar, with their own texts.
  const calendar = island === 'search' ? calendarMessages(locale) : {};
  // The hotel islands show only the hotel and booking services' texts (no valibot form messages); the
  // search form (on the home page) only the search rules' ones, to keep the page light.
  const all = knownMessagePairs(locale, ['bookingMessages']);
  const known = island === 'search' ? all.filter(([english]) => SEARCH_MESSAGES.has(english)) : all;
  return { ...calendar, hotels, [KNOWN_MESSAGES_KEY]: known as unknown as Messages };
}
