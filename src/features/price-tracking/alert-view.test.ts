import { describe, expect, it } from 'vitest';
import type { PriceTrackerSummary } from '../../shared/contracts/price-tracking';
import { alertViewOf, cityOfCode } from './alert-view';
import { familyPassengerInfos } from '../flights/flight-search.fixture';

const alert = (over: Partial<PriceTrackerSummary> = {}): PriceTrackerSummary => ({
  id: '7d3f3c1e-9f0b-4c55-8c1e-2a6f0d4b9e11',
  search: {
    journeys: [
      { depCode: 'SYD', depCodeType: 'A', arrCode: 'LHR', arrCodeType: 'A', depDate: '2027-01-16' },
      { depCode: 'LHR', depCodeType: 'A', arrCode: 'SYD', arrCodeType: 'A', depDate: '2027-01-30' },
    ],
    passengerInfos: familyPassengerInfos(),
    cabinClass: 'Business',
  },
  email: 'demo@example.com',
  confirmed: true,
  lastSeenLowest: 10055.91,
  createdAt: '2026-11-29T05:00:00.000Z',
  ...over,
});

describe('a price alert as the dashboard shows it', () => {
  it('names a return by its turning point, with the dates and price as people write them', () => {
    expect(alertViewOf(alert(), 'en')).toEqual({
      id: '7d3f3c1e-9f0b-4c55-8c1e-2a6f0d4b9e11',
      from: 'Sydney',
      to: 'London',
      dates: 'Sat 16 Jan 2027 – Sat 30 Jan 2027',
      cabin: 'Business',
      travellers: 3,
      price: '$10,055.91',
      confirmed: true,
    });
  });

  it('says nothing of a price not seen yet', () => {
    expect(alertViewOf(alert({ lastSeenLowest: null, confirmed: false }), 'en')).toMatchObject({
      price: null,
      confirmed: false,
    });
  });

  it('names a one-way or multi-city search by its last destination', () => {
    const search = alert().search;
    const multi = alert({
      search: {
        ...search,
        journeys: [
          search.journeys[0]!,
          { depCode: 'LHR', depCodeType: 'A', arrCode: 'CDG', arrCodeType: 'A', depDate: '2027-01-20' },
          { depCode: 'CDG', depCodeType: 'A', arrCode: 'SYD', arrCodeType: 'A', depDate: '2027-01-30' },
        ],
      },
    });
    expect(alertViewOf(multi, 'en')).toMatchObject({ from: 'Sydney', to: 'Sydney' });
    const oneWay = alert({ search: { ...search, journeys: [search.journeys[0]!] } });
    expect(alertViewOf(oneWay, 'en')).toMatchObject({ to: 'London', dates: 'Sat 16 Jan 2027' });
  });

  it('writes cities, dates and money in the reader language', () => {
    const view = alertViewOf(alert(), 'ja');
    expect(view.from).toBe('シドニー');
    expect(view.to).toBe('ロンドン');
    expect(view.dates).not.toContain('2027-01-16');
    expect(view.price).toBe('A$10,055.91');
  });

  it('keeps a code the reference data does not know', () => {
    expect(cityOfCode('ZZZ', 'en')).toBe('ZZZ');
  });
});
