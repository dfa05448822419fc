import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '../../search-schema';
import { defaultCriteria, ONE_WAY, type FlightSearchCriteria } from '../../search-criteria';
import { searchProblems } from './search-form-loaders';

const SYDNEY = { code: 'SYD', codeType: 'A' as const, name: 'Sydney' };
const LONDON = { code: 'LHR', codeType: 'A' as const, name: 'London' };
const search = (changes: Partial<FlightSearchCriteria>) => ({ value: { ...defaultCriteria(), ...changes } });

describe('searchProblems (the search form kit validator)', () => {
  it("puts the search's message under each field it names (the fields' meta)", async () => {
    expect(await searchProblems(search({ type: ONE_WAY, dep: SYDNEY }))).toEqual({
      fields: { arr: SEARCH_MESSAGES.oneWayRequired, depDate: SEARCH_MESSAGES.oneWayRequired },
    });
  });

  it('passes a search that can run', async () => {
    const depDate = '2030-01-15';
    expect(
      await searchProblems(search({ type: ONE_WAY, dep: SYDNEY, arr: LONDON, depDate })),
    ).toBeUndefined();
  });

  it('gives the form the message of a problem that names no field', async () => {
    const journeys = Array.from({ length: 9 }, () => ({ dep: SYDNEY, arr: LONDON, depDate: '2030-01-15' }));
    expect(await searchProblems(search({ type: 2, journeys }))).toEqual(expect.any(String));
  });
});
