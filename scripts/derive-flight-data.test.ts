import { describe, expect, it } from 'vitest';
import { cityNameFromAirportName } from './flight-data/city-names';

describe('cityNameFromAirportName', () => {
  it.each([
    ['Sydney International Airport', 'Sydney'],
    ['Melbourne Airport', 'Melbourne'],
    ['Gold Coast Airport', 'Gold Coast'],
    ['Calgary International, Alta.', 'Calgary'],
    ['Avalon, Avalon Airport', 'Avalon'],
    ['Zurich Airport', 'Zurich'],
    ['Airport', 'Airport'],
  ])('%s -> %s', (name, city) => {
    expect(cityNameFromAirportName(name)).toBe(city);
  });
});
