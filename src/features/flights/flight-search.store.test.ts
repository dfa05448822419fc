import { describe, expect, it } from 'vitest';
import { defaultCriteria } from './search-criteria';
import {
  $flightSearch,
  clearFlightSearch,
  decodeFlightSearch,
  saveFlightSearch,
} from './flight-search.store';

describe('$flightSearch', () => {
  it('keeps what the form saves', () => {
    const criteria = { ...defaultCriteria(), depDate: '2026-12-15' };
    saveFlightSearch(criteria);
    expect($flightSearch.get().depDate).toBe('2026-12-15');
    clearFlightSearch();
    expect($flightSearch.get()).toEqual(defaultCriteria());
  });

  it.each([
    ['garbage', 'nope'],
    ['null', 'null'],
  ])('falls back to the defaults for %s', (_name, saved) => {
    expect(decodeFlightSearch(saved)).toEqual(defaultCriteria());
  });

  it('fills what an older save lacks and keeps three multi-city legs', () => {
    const read = decodeFlightSearch(JSON.stringify({ type: 0, journeys: [], passengerInfos: { adult: 2 } }));
    expect(read.type).toBe(0);
    expect(read.journeys).toHaveLength(3);
    expect(read.passengerInfos).toEqual({ adult: 2, children: 0, infants: 0 });
    expect(decodeFlightSearch(JSON.stringify({ type: 9 })).type).toBe(1);
  });
});
