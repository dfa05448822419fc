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
    // The dates are the shared calendar, with its texts and no flight ones.
    expect(messages.calendar).toMatchObject({ done: '日付を決定', addDate: '日付を選択' });
    expect(messages.flights).toBeUndefined();
  });

  it('gives the calendar\'s own "select a date" in the reader language (it showed in English)', () => {
    // The calendar used the flight search's known message, and the hotel island's known messages
    // (hotel texts only) replaced the flight ones: a Japanese reader pressing "日付を決定" without a
    // date was told "Please select a date".
    const messages = hotelIslandMessages('ja', 'search') as { calendar: { selectDate: string } };
    expect(messages.calendar.selectDate).toBe('日付を選択してください');
  });

  it('gives the rooms island the detail and format texts, not the results ones', () => {
    const messages = hotelIslandMessages('ko', 'rooms') as { hotels: Record<string, unknown> };
    expect(Object.keys(messages.hotels).sort()).toEqual(['amenities', 'boards', 'detail', 'format']);
  });
});
