import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '../../shared/contracts/booking-utilities';
import { resolveSearch } from '../../features/flights/resolve-search';
import { cityNameIn, withCityNamesIn } from './places-in-language';

const place = (code: string, codeType: 'A' | 'C', cityCode: string, cityName: string): PlaceSuggestion => ({
  code,
  codeType,
  name: `${cityName} Airport`,
  cityCode,
  cityName,
  countryCode: 'XX',
  countryName: 'Somewhere',
});
const PLACES = [place('SYD', 'A', 'SYD', 'Sydney'), place('TYO', 'C', 'TYO', 'Tokyo')];
const lookup = async (text: string) => PLACES.filter((item) => item.code === text);

describe('city names in the reader’s language (issue 25, defect 7: "Sydney発 Tokyo行き")', () => {
  it('names a city in Japanese, Chinese and Korean, and keeps English for English and Indonesian', () => {
    expect(cityNameIn('ja', 'SYD', 'Sydney')).toBe('シドニー');
    expect(cityNameIn('zh-CN', 'SYD', 'Sydney')).toBe('悉尼');
    expect(cityNameIn('ko', 'TYO', 'Tokyo')).toBe('도쿄');
    expect(cityNameIn('en', 'SYD', 'Sydney')).toBe('Sydney');
    expect(cityNameIn('id', 'SYD', 'Sydney')).toBe('Sydney');
  });

  it('keeps the English name of a city the sources do not name', () => {
    expect(cityNameIn('ja', 'ZZZ', 'Nowhere')).toBe('Nowhere');
  });

  it('names the places of a results URL for a Japanese reader', async () => {
    const params = new URLSearchParams(
      'trip=oneway&from=SYD&fromType=A&to=TYO&toType=C&depart=2027-01-23&adults=1&cabin=Business',
    );
    const outcome = await resolveSearch(
      params,
      withCityNamesIn('ja', lookup),
      new Date('2026-11-28T00:00:00Z'),
      'すべての空港',
    );
    if (outcome.kind !== 'ok') throw new Error(`the search did not resolve: ${outcome.kind}`);
    expect(outcome.criteria.dep?.name).toBe('シドニー');
    expect(outcome.criteria.arr?.name).toBe('東京, すべての空港');
    const english = await resolveSearch(
      params,
      withCityNamesIn('en', lookup),
      new Date('2026-11-28T00:00:00Z'),
    );
    expect(english.kind === 'ok' && english.criteria.dep?.name).toBe('Sydney');
  });
});
