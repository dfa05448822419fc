/**
 * Places of the after-booking documents in the reader's script (issue 25): an airport is named by its
 * city ("ロンドン (LHR)"), found through the network's reference data when only the airport code is
 * known; English and Indonesian readers keep the codes and English names they read today.
 */
import { describe, expect, it } from 'vitest';
import { airportCityNameIn, cityOfAirport, placeWithCodeIn, routeOfCodesIn } from './airport-city';

describe('cityOfAirport', () => {
  it('finds the city an airport serves in the network data', () => {
    expect(cityOfAirport('LHR')).toEqual({ cityCode: 'LON', cityName: 'London' });
    expect(cityOfAirport('NRT')).toEqual({ cityCode: 'TYO', cityName: 'Tokyo' });
    expect(cityOfAirport('SYD')).toEqual({ cityCode: 'SYD', cityName: 'Sydney' });
  });

  it('knows nothing of a code outside the network', () => {
    expect(cityOfAirport('ZZZ')).toBeNull();
    expect(cityOfAirport('lhr')).toBeNull();
  });
});

describe('airportCityNameIn', () => {
  it("names an airport's city in the reader's script", () => {
    expect(airportCityNameIn('ja', 'LHR', 'London')).toBe('ロンドン');
    expect(airportCityNameIn('zh-CN', 'LHR', 'London')).toBe('伦敦');
    expect(airportCityNameIn('ko', 'NRT', 'Tokyo')).toBe('도쿄');
  });

  it('keeps the English name for English readers and for unknown airports', () => {
    expect(airportCityNameIn('en', 'LHR', 'London')).toBe('London');
    expect(airportCityNameIn('ja', 'ZZZ', 'Nowhere')).toBe('Nowhere');
  });
});

describe('placeWithCodeIn and routeOfCodesIn', () => {
  it('write "city (code)" for readers of another script', () => {
    expect(placeWithCodeIn('ja', 'LHR')).toBe('ロンドン (LHR)');
    expect(placeWithCodeIn('zh-CN', 'SYD', 'SYD')).toBe('悉尼 (SYD)');
    expect(routeOfCodesIn('ja', 'SYD', 'LHR')).toBe('シドニー (SYD)–ロンドン (LHR)');
    expect(routeOfCodesIn('zh-CN', 'SYD', 'LHR')).toBe('悉尼 (SYD)–伦敦 (LHR)');
  });

  it('keep the bare codes for English and Indonesian readers, as today', () => {
    expect(placeWithCodeIn('en', 'LHR')).toBe('LHR');
    expect(routeOfCodesIn('en', 'SYD', 'LHR')).toBe('SYD–LHR');
    expect(routeOfCodesIn('id', 'SYD', 'LHR')).toBe('SYD–LHR');
  });

  it('keep the code alone where the data has no name in the script', () => {
    expect(placeWithCodeIn('ja', 'ZZZ')).toBe('ZZZ');
  });
});
