import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { KNOWN_MESSAGES_KEY, type MessagePairs } from '../../shared/i18n/known-messages';
import { hotelIslandMessages } from './island-messages';

describe('hotelIslandMessages', () => {
  it('gives the home page search form only its own texts, in the reader language', () => {
    const messages = hotelIslandMessages('ja', 'search') as Record<string, unknown>;
    expect(Object.keys(messages.hotels as object)).toEqual(['search']);
    expect((messages.hotels as { search: { submit: string } }).search.submit).toBe('ホテルを検索');
    const pairs = messages[KNOWN_MESSAGES_KEY] as MessagePairs;
    expect(pairs.map(([english]) => english).sort()).toEqual(Object.values(HOTEL_MESSAGES).sort());
    expect(messages.flights).toBeDefined();
  });

  it('gives the rooms island the detail and format texts, not the results ones', () => {
    const messages = hotelIslandMessages('ko', 'rooms') as { hotels: Record<string, unknown> };
    expect(Object.keys(messages.hotels).sort()).toEqual(['amenities', 'boards', 'detail', 'format']);
  });
});
