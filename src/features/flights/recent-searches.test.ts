import { describe, expect, it } from 'vitest';
import { criteriaFromQuery, RETURN, MULTI_CITY } from './search-criteria';
import { recentSearchLinks, RECENT_SEARCHES_SHOWN } from './recent-searches';
import { familyPassengerInfos } from './flight-search.fixture';

const journey = (depCode: string, arrCode: string, depDate: string) => ({
  depCode,
  depCodeType: 'C',
  arrCode,
  arrCodeType: 'A',
  depDate,
});
const stored = (journeys: ReturnType<typeof journey>[], extra: Record<string, unknown> = {}) => ({
  request: {
    siteId: 'au',
    journeys,
    passengerInfos: familyPassengerInfos(),
    cabinClass: 'Economy',
    ...extra,
  },
  searchedAt: '2026-11-28T01:00:00.000Z',
});

describe('recentSearchLinks', () => {
  it('links a return search to the results URL the search form would make', () => {
    const [link] = recentSearchLinks(
      [stored([journey('SYD', 'LHR', '2026-12-10'), journey('LHR', 'SYD', '2026-12-20')])],
      '2026-11-29',
    );
    expect(link).toMatchObject({ type: RETURN, route: ['SYD', 'LHR'], travellers: 3 });
    const criteria = criteriaFromQuery(new URL(link!.href, 'https://x.test').searchParams);
    expect(criteria).toMatchObject({
      type: RETURN,
      dep: { code: 'SYD', codeType: 'C' },
      arr: { code: 'LHR', codeType: 'A' },
      depDate: '2026-12-10',
      retDate: '2026-12-20',
      cabinClass: 'Economy',
      passengerInfos: { adult: 2, children: 1, infants: 0 },
    });
  });

  it('keeps multi-city legs in order', () => {
    const [link] = recentSearchLinks(
      [
        stored(
          [
            journey('SYD', 'SIN', '2026-12-01'),
            journey('SIN', 'LHR', '2026-12-05'),
            journey('LHR', 'SYD', '2026-12-09'),
          ],
          { type: 2 },
        ),
      ],
      '2026-11-29',
    );
    expect(link).toMatchObject({ type: MULTI_CITY, route: ['SYD', 'SIN', 'LHR', 'SYD'] });
    expect(link!.href).toContain('trip=');
  });

  it('leaves out searches that have started, broken entries, and anything past the few shown', () => {
    const future = (day: number) =>
      stored([journey('SYD', 'MEL', `2026-12-${String(day).padStart(2, '0')}`)]);
    const links = recentSearchLinks(
      [
        stored([journey('SYD', 'MEL', '2026-11-28')]),
        { request: { journeys: 'x' } },
        null,
        ...[1, 2, 3, 4].map(future),
      ],
      '2026-11-29',
    );
    expect(links).toHaveLength(RECENT_SEARCHES_SHOWN);
    expect(links.map((link) => link.depDate)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
  });

  it('is empty for an answer that is not a list', () => {
    expect(recentSearchLinks({ error: 'x' }, '2026-11-29')).toEqual([]);
  });
});
