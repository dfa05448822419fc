/**
 * The flight screens in each interface language (issue 13): dates, calendar weeks, prices in the date
 * picker, durations, lists and plurals follow the language, and English stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../lib/i18n/i18n';
import { translateKnownMessage } from '../../shared/i18n/known-messages';
import { knownMessagePairs } from '../../lib/i18n/known-messages.server';
import type { Locale } from '../../shared/i18n/languages';
import { formatDate, formatLongDate, formatMonth, monthWeeks, weekdayHeaders } from '../../lib/dates';
import { compactFarePrice, fullFarePrice } from './fare-calendar';
import {
  FARE_RULES_NOT_AVAILABLE,
  ITINERARY_GONE,
  NO_FLIGHTS,
  SESSION_EXPIRED,
  SHORTLIST_ERROR,
} from './flight-messages';
import { FLIGHT_MESSAGE_GROUP, flightMessages } from './island-messages';
import { formatDuration } from './itinerary-format';
import { PAST_DATE_MESSAGE } from './resolve-search';
import { SEARCH_MESSAGES } from './search-schema';
import { joinShort } from './short-list';
import { createTranslator, type Messages } from '../../shared/i18n/translate';

describe('dates per language', () => {
  it.each<[Locale, string, string, string, string]>([
    ['en', 'Tue 15 Dec 2026', 'Tue 15 Dec', 'Tuesday 15 December 2026', 'December 2026'],
    ['id', 'Sel, 15 Des 2026', 'Sel, 15 Des', 'Selasa, 15 Desember 2026', 'Desember 2026'],
    ['ja', '2026年12月15日(火)', '12月15日(火)', '2026年12月15日火曜日', '2026年12月'],
    ['ko', '2026년 12월 15일 (화)', '12월 15일 (화)', '2026년 12월 15일 화요일', '2026년 12월'],
    ['zh-CN', '2026年12月15日周二', '12月15日周二', '2026年12月15日星期二', '2026年12月'],
  ])('writes a day in %s', (locale, short, noYear, long, month) => {
    expect(formatDate('2026-12-15', {}, locale)).toBe(short);
    expect(formatDate('2026-12-15', { year: false }, locale)).toBe(noYear);
    expect(formatLongDate('2026-12-15', locale)).toBe(long);
    expect(formatMonth('2026-12-15', locale)).toBe(month);
  });

  it('leaves a text that is not a date as it is, in every language', () => {
    expect(formatDate('someday', {}, 'ja')).toBe('someday');
  });
});

describe('the calendar grid per language', () => {
  // 1 December 2026 is a Tuesday.
  it('starts weeks on Monday in English and Chinese', () => {
    expect(monthWeeks('2026-12-01', 1)[0]!.slice(0, 3)).toEqual([null, '2026-12-01', '2026-12-02']);
    expect(weekdayHeaders('en').map((day) => day.text)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(weekdayHeaders('en')[0]!.abbr).toBe('Monday');
    expect(weekdayHeaders('zh-CN').map((day) => day.text)).toEqual([
      '一',
      '二',
      '三',
      '四',
      '五',
      '六',
      '日',
    ]);
  });

  it('starts weeks on Sunday in Indonesian, Japanese and Korean', () => {
    const weeks = monthWeeks('2026-12-01', 0);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    // 1 November 2026 is a Sunday: no padding before it.
    expect(monthWeeks('2026-11-01', 0)[0]![0]).toBe('2026-11-01');
    expect(weekdayHeaders('ja').map((day) => day.text)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(weekdayHeaders('ja')[0]!.abbr).toBe('日曜日');
    expect(weekdayHeaders('ko')[0]!.text).toBe('일');
    // Indonesian narrow names repeat "S" (Senin, Selasa, Sabtu): the short ones are shown.
    expect(weekdayHeaders('id').map((day) => day.text)).toEqual([
      'Min',
      'Sen',
      'Sel',
      'Rab',
      'Kam',
      'Jum',
      'Sab',
    ]);
  });
});

describe('prices, durations and lists per language', () => {
  it('writes a day price as the language writes AUD, rounded down', () => {
    expect(fullFarePrice(5712.91, 'en')).toBe('$5,712');
    expect(fullFarePrice(5712.91, 'ja')).toBe('A$5,712');
    expect(fullFarePrice(5712.91, 'id')).toBe('AU$5.712');
    expect(compactFarePrice(12_345, 'en')).toBe('$12.3k');
    expect(compactFarePrice(12_399, 'ja')).toBe('A$1.2万');
  });

  it('writes durations in the language, English unchanged', () => {
    expect(formatDuration(1385, 'en')).toBe('23h 05m');
    expect(formatDuration(1385, 'ja')).toBe('23時間5分');
    expect(formatDuration(1385, 'ko')).toBe('23시간 5분');
  });

  it('joins short items with the ideographic comma in Japanese and Chinese', () => {
    expect(joinShort(['MEL', 'SIN'], 'en')).toBe('MEL, SIN');
    expect(joinShort(['MEL', 'SIN'], 'ja')).toBe('MEL、SIN');
    expect(joinShort(['MEL', 'SIN'], 'ko')).toBe('MEL, SIN');
  });
});

describe('flight texts per language', () => {
  const translate = (locale: Locale) =>
    createTranslator(flightMessages(locale, ['search', 'common']), locale);

  it('fixes "1 adults" in English and counts without plural forms elsewhere', () => {
    expect(translate('en')('flights.search.passengers.adultCount', { count: 1 })).toBe('1 adult');
    expect(translate('en')('flights.search.passengers.adultCount', { count: 2 })).toBe('2 adults');
    expect(translate('ja')('flights.search.passengers.adultCount', { count: 1 })).toBe('大人1名');
    expect(translate('ko')('flights.common.stopsVia', { count: 2, places: 'MEL, SIN' })).toBe(
      'MEL, SIN 경유 2회',
    );
  });

  it('ships no English plural forms a language does not use', () => {
    const search = (flightMessages('ja', ['search']).flights as { search: Record<string, unknown> }).search;
    expect(Object.keys(search)).toContain('suggestions_other');
    expect(Object.keys(search)).not.toContain('suggestions_one');
  });

  it('gives the islands the flight messages in the reader language, none in English', () => {
    expect(Object.keys(flightMessages('en', ['search']))).toEqual(['flights']);
    const pairs = flightMessages('id', ['search']).knownMessages as unknown as [string, string][];
    const english = (RESOURCES.en.flightApiMessages as { api: Record<string, string> }).api;
    expect(pairs).toContainEqual([
      english.noFlights,
      (RESOURCES.id.flightApiMessages as Messages & { api: Record<string, string> }).api.noFlights,
    ]);
    expect(pairs.find(([text]) => text === english.noFlights)![1]).not.toBe(english.noFlights);
  });
});

describe('the flight messages that arrive as English data', () => {
  const pairs = knownMessagePairs('ja', [FLIGHT_MESSAGE_GROUP]);
  const fixed: string[] = [
    ...Object.values(SEARCH_MESSAGES).flatMap((text) => (typeof text === 'string' ? [text] : [])),
    SEARCH_MESSAGES.unknownPlace('Atlantis'),
    PAST_DATE_MESSAGE,
    NO_FLIGHTS,
    FARE_RULES_NOT_AVAILABLE,
    SHORTLIST_ERROR,
    SESSION_EXPIRED,
    ITINERARY_GONE,
  ];

  it.each(fixed)('are each known, so translated: %s', (text) => {
    expect(translateKnownMessage(pairs, text)).not.toBe(text);
  });

  it('carry their variable parts into the translation', () => {
    expect(translateKnownMessage(pairs, SEARCH_MESSAGES.unknownPlace('Atlantis'))).toBe(
      '「Atlantis」に一致する空港・都市が見つかりませんでした',
    );
    expect(translateKnownMessage(pairs, SEARCH_MESSAGES.tooManyAirlines)).toBe(
      'ご希望の航空会社は10社まで選択できます',
    );
  });
});
