import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '../../shared/contracts/booking-utilities';
import { PAST_DATE_MESSAGE, resolveSearch } from './resolve-search';

const place = (code: string, codeType: 'A' | 'C', cityName: string): PlaceSuggestion => ({
  code,
  codeType,
  name: codeType === 'C' ? `${cityName} (all airports)` : `${cityName} Airport`,
  cityCode: code,
  cityName,
  countryCode: 'XX',
  countryName: 'Somewhere',
});

const DIRECTORY: Record<string, PlaceSuggestion[]> = {
  syd: [place('SYD', 'A', 'Sydney')],
  sydney: [place('SYD', 'A', 'Sydney')],
  lhr: [place('LHR', 'A', 'London')],
  lon: [place('LON', 'C', 'London'), place('LHR', 'A', 'London')],
  mel: [place('MEL', 'C', 'Melbourne'), place('MEL', 'A', 'Melbourne')],
  sin: [place('SIN', 'A', 'Singapore')],
  // What the auto-suggestion answers native-script names with (src/services/utilities/native-search.test.ts).
  シドニー: [place('SYD', 'A', 'Sydney')],
  東京: [place('TYO', 'C', 'Tokyo')],
};
const lookup = async (text: string) => DIRECTORY[text.toLowerCase()] ?? [];
const NOW = new Date('2026-11-21T01:00:00Z');
const resolve = (query: string) => resolveSearch(new URLSearchParams(query), lookup, NOW);

describe('the results URL on the server', () => {
  it('accepts a canonical URL and names its places', async () => {
    const outcome = await resolve(
      'trip=return&from=SYD&fromType=A&to=LHR&toType=A&depart=2026-12-15&return=2026-12-29&adults=1&cabin=Business',
    );
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(outcome.criteria.dep).toEqual({ code: 'SYD', codeType: 'A', name: 'Sydney' });
    expect(outcome.criteria.arr).toEqual({ code: 'LHR', codeType: 'A', name: 'London' });
  });

  it('sends text typed before the script loaded to the canonical URL of its best match', async () => {
    expect(
      await resolve(
        'trip=return&from=Sydney&to=lon&depart=2026-12-15&return=2026-12-29&adults=1&cabin=Business',
      ),
    ).toEqual({
      kind: 'redirect',
      location:
        '/flight/result?trip=return&from=SYD&fromType=A&to=LON&toType=C&depart=2026-12-15&return=2026-12-29&adults=1&cabin=Business',
    });
  });

  it('looks up native-script text as typed (issue 25, defect 7)', async () => {
    const query = new URLSearchParams({
      trip: 'oneway',
      from: 'シドニー',
      to: '東京',
      depart: '2026-12-15',
      adults: '1',
      cabin: 'Business',
    });
    expect(await resolve(query.toString())).toEqual({
      kind: 'redirect',
      location:
        '/flight/result?trip=oneway&from=SYD&fromType=A&to=TYO&toType=C&depart=2026-12-15&adults=1&cabin=Business',
    });
  });

  it('keeps the kind of place the URL asks for', async () => {
    const outcome = await resolve(
      'trip=oneway&from=MEL&fromType=A&to=SIN&toType=A&depart=2026-12-15&adults=1&cabin=Business',
    );
    expect(outcome.kind === 'ok' && outcome.criteria.dep).toEqual({
      code: 'MEL',
      codeType: 'A',
      name: 'Melbourne',
    });
  });

  it.each([
    ['nothing', '', 'Please fill in fly from and fly to'],
    ['no dates', 'trip=return&from=SYD&to=LHR', 'Please fill in depature and return date'],
    [
      'a one-way without a date',
      'trip=oneway&from=SYD&to=LHR',
      'Please fill in fly from, fly to and departing on',
    ],
    [
      'two multi-city legs',
      'trip=multicity&from=SYD&to=SIN&depart=2026-12-10&from=SIN&to=LHR&depart=2026-12-14',
      'Please ensure you enter at least three legs for a multi-city trip.',
    ],
    [
      'an unknown place',
      'trip=oneway&from=Atlantis&to=LHR&depart=2026-12-15',
      'We couldn\'t find an airport or city matching "Atlantis"',
    ],
    [
      'an unknown code',
      'trip=oneway&from=ZZZ&to=LHR&depart=2026-12-15',
      'We couldn\'t find an airport or city matching "ZZZ"',
    ],
    [
      'a past date',
      'trip=oneway&from=SYD&fromType=A&to=LHR&toType=A&depart=2026-11-01&adults=1&cabin=Business',
      PAST_DATE_MESSAGE,
    ],
    [
      'too many infants',
      'trip=oneway&from=SYD&fromType=A&to=LHR&toType=A&depart=2026-12-15&adults=1&infants=2&cabin=Business',
      'Each infant must travel with an adult: infants cannot outnumber adults',
    ],
    [
      'a non-number count',
      'trip=oneway&from=SYD&fromType=A&to=LHR&toType=A&depart=2026-12-15&adults=x&cabin=Business',
      'Passenger counts must be whole numbers',
    ],
  ])('explains %s', async (_name, query, message) => {
    const outcome = await resolve(query);
    expect(outcome.kind).toBe('invalid');
    expect(outcome.kind === 'invalid' && outcome.message).toBe(message);
  });

  it('resolves every leg of a multi-city search', async () => {
    const outcome = await resolve(
      'trip=multicity&from=SYD&fromType=A&to=SIN&toType=A&depart=2026-12-10&from=SIN&fromType=A&to=LHR&toType=A&depart=2026-12-14&from=LHR&fromType=A&to=SYD&toType=A&depart=2026-12-28&adults=1&cabin=Business',
    );
    expect(outcome.kind).toBe('ok');
    expect(outcome.kind === 'ok' && outcome.criteria.journeys.map((leg) => leg.arr?.name)).toEqual([
      'Singapore',
      'London',
      'Sydney',
    ]);
  });
});
