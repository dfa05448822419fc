import { describe, expect, it } from 'vitest';
import { detailUrlOf, searchQueryOf, selectionFromQuery } from './offer-url';
import { criteriaFromQuery, defaultCriteria, searchKeyOf } from './search-criteria';

const RSP = '7f79e41c-66f2-4680-9f94-9be2dca7b9cd';

describe('the detail page address', () => {
  const criteria = {
    ...defaultCriteria(),
    dep: { code: 'SYD', codeType: 'A' as const, name: 'Sydney' },
    arr: { code: 'LHR', codeType: 'A' as const, name: 'London' },
    depDate: '2026-12-15',
    retDate: '2026-12-29',
  };

  it('carries the search and the selection, and reads back', () => {
    const url = detailUrlOf(criteria, {
      shoppingRspId: RSP,
      picks: [
        { pricedItineraryId: 'J0-b3ea2e58233c', brandIndex: 1 },
        { pricedItineraryId: 'J1-325e9779b107', brandIndex: 0 },
      ],
    });
    expect(url).toMatch(/^\/flight\/detail\?trip=return&/);
    const params = new URL(url, 'https://x').searchParams;
    expect(selectionFromQuery(params)).toEqual({
      shoppingRspId: RSP,
      picks: [
        { pricedItineraryId: 'J0-b3ea2e58233c', brandIndex: 1 },
        { pricedItineraryId: 'J1-325e9779b107', brandIndex: 0 },
      ],
    });
    expect(searchKeyOf(criteriaFromQuery(searchQueryOf(params)))).toBe(searchKeyOf(criteria));
  });

  it.each([
    ['no selection', ''],
    ['a bad response id', 'rsp=abc&pick=J0-b3ea2e58233c.1'],
    ['no picks', `rsp=${RSP}`],
    ['a bad brand', `rsp=${RSP}&pick=J0-b3ea2e58233c.7`],
    ['journeys out of order', `rsp=${RSP}&pick=J1-b3ea2e58233c.0`],
  ])('refuses %s', (_name, query) => {
    expect(selectionFromQuery(new URLSearchParams(query))).toBeNull();
  });
});
