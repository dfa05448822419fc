import { describe, expect, it } from 'vitest';
import airportsFile from '../data/airports.json';
import { DESTINATION_ALIASES } from './destination-aliases';
import {
  bookingRestriction,
  LEAD_TIME_MESSAGE,
  MEAL_PREFERENCES,
  rankSuggestions,
  searchDateRange,
  tidyAirportName,
  type Suggestion,
} from './utilities.rules';

const place = (
  code: string,
  codeType: 'A' | 'C',
  name: string,
  cityName: string,
  rank: number,
  cityCode = code,
): Suggestion => ({
  code,
  codeType,
  name,
  cityCode,
  cityName,
  countryCode: 'AU',
  countryName: 'Australia',
  rank,
});

describe('rankSuggestions', () => {
  const candidates = [
    place('SYD', 'A', 'Sydney International Airport', 'Sydney', 0.43),
    place('SYO', 'A', 'Shonai Airport', 'Shonai', 0.01),
    place('MEL', 'A', 'Melbourne Airport', 'Melbourne', 0.27),
    place('MEB', 'A', 'Essendon Airport', 'Melbourne', 0.02),
    place('LON', 'C', 'London (all airports)', 'London', 0.65),
    place('LHR', 'A', 'London Heathrow Airport', 'London', 0.65),
    place('NQY', 'A', 'Newquay Cornwall Airport', 'Newquay', 0.01),
  ];
  it.each([
    ['syd', ['SYD']],
    ['sy', ['SYD', 'SYO']],
    ['SYD', ['SYD']],
    ['melb', ['MEL', 'MEB']],
    ['london', ['LON', 'LHR']],
    ['lhr', ['LHR']],
    ['heathrow', ['LHR']],
    ['cornwall', ['NQY']],
    ['zz', []],
  ])('%s -> %o', (query, codes) => {
    expect(rankSuggestions(query, candidates).map((item) => item.code)).toEqual(codes);
  });

  const resorts = [
    ...candidates,
    place('DPS', 'A', 'Ngurah-Rai Airport', 'Denpasar', 0.2),
    place('HNL', 'A', 'Honolulu International Airport', 'Honolulu', 0.2),
    place('OGG', 'A', 'Kahului Airport', 'Kahului', 0.05),
    place('NAN', 'A', 'Nadi International Airport', 'Nadi', 0.1),
    place('FIN', 'A', 'Finschhafen Airport', 'Finschhafen', 0.001),
  ];
  const aliases = { bali: ['DPS'], hawaii: ['HNL', 'OGG'], fiji: ['NAN'] };
  it.each([
    ['Bali', ['DPS']],
    ['hawaii', ['HNL', 'OGG']],
    ['Haw', ['HNL', 'OGG']],
    ['Fiji', ['NAN']],
    // The full alias comes before a name that merely starts the same way.
    ['fi', ['FIN']],
    ['denpasar', ['DPS']],
  ])('with destination aliases, %s -> %o', (query, codes) => {
    expect(rankSuggestions(query, resorts, 10, aliases).map((item) => item.code)).toEqual(codes);
  });
});

describe('rankSuggestions with native names', () => {
  const names = new Map([
    ['SYD', ['シドニー', '悉尼', '시드니']],
    ['LON', ['ロンドン', '伦敦', '런던']],
  ]);
  const london = [
    place('SYD', 'A', 'Sydney International Airport', 'Sydney', 0.43),
    place('SYO', 'A', 'Shonai Airport', 'Shonai', 0.01),
    place('LON', 'C', 'London (all airports)', 'London', 0.65),
    place('LHR', 'A', 'London Heathrow Airport', 'London', 0.65, 'LON'),
  ];
  it.each([
    ['シドニー', ['SYD']],
    // Prefixes, half-width katakana and full-width Latin read as what they are (NFKC).
    ['シド', ['SYD']],
    ['ｼﾄﾞﾆｰ', ['SYD']],
    ['ＳＹＤ', ['SYD']],
    ['悉尼', ['SYD']],
    ['시드', ['SYD']],
    ['ロンドン', ['LON', 'LHR']],
    ['런던', ['LON', 'LHR']],
    ['東京', []],
  ])('%s -> %o', (query, codes) => {
    expect(rankSuggestions(query, london, 10, {}, names).map((item) => item.code)).toEqual(codes);
  });
});

describe('destination aliases', () => {
  const known = new Set(airportsFile.rows.map((row) => String(row[0])));
  it.each(Object.entries(DESTINATION_ALIASES))('%s names airports of the network', (_, codes) => {
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(known.has(code), code).toBe(true);
  });
});

describe('tidyAirportName', () => {
  it.each([
    ['Avalon, Avalon Airport', 'Avalon Airport'],
    ['Melbourne Airport', 'Melbourne Airport'],
    ['Port Vila - Bauerfield International Airport', 'Port Vila - Bauerfield International Airport'],
    ['Washington, Dulles International Airport', 'Washington, Dulles International Airport'],
  ])('%s -> %s', (name, tidy) => {
    expect(tidyAirportName(name)).toBe(tidy);
  });
});

describe('dates', () => {
  it('opens bookings from 2 days ahead to the last bookable day, prompting inside the lead time', () => {
    expect(searchDateRange('2026-11-21', 330)).toEqual({
      start: '2026-11-23',
      end: '2027-10-17',
      leadTimeRestrictionMethod: 'Prompt',
      promptMessage: LEAD_TIME_MESSAGE,
    });
  });

  it.each([
    [['2026-12-01'], null],
    [['2026-11-22'], LEAD_TIME_MESSAGE],
    [['2026-11-20'], 'The departure date has passed.'],
    [['2026-12-01', '2027-12-01'], 'Flights can be booked up to 2027-10-17.'],
  ])('%o -> %s', (dates, message) => {
    expect(bookingRestriction('2026-11-21', dates, 330)).toBe(message);
  });
});

it('lists the IATA special meal codes', () => {
  const codes = MEAL_PREFERENCES.map((meal) => meal.code);
  expect(codes).toEqual(
    expect.arrayContaining(['VGML', 'KSML', 'MOML', 'HNML', 'GFML', 'DBML', 'CHML', 'BBML', 'VLML', 'AVML']),
  );
  expect(codes.every((code) => /^[A-Z]{2}ML$/.test(code))).toBe(true);
});
