import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  countActiveFilters,
  DEFAULT_VIEW,
  hotelDetailUrl,
  hotelResultUrl,
  readHotelSearch,
  readResultView,
  resultParamsOf,
  searchParamsOf,
  type HotelSearchQuery,
} from './search-url';

const melbourne: HotelSearchQuery = {
  code: 'MEL',
  type: 'City',
  name: 'Melbourne',
  checkIn: '2026-12-04',
  checkOut: '2026-12-07',
  adults: 2,
  children: 1,
};

describe('a hotel search in the URL', () => {
  it('round-trips through the query string', () => {
    expect(readHotelSearch(searchParamsOf(melbourne))).toEqual(melbourne);
    expect(hotelResultUrl(melbourne)).toBe(
      '/hotel/result?code=MEL&type=City&name=Melbourne&checkIn=2026-12-04&checkOut=2026-12-07&adults=2&children=1',
    );
  });

  it('reads what the form submits before its script loads (a typed name, no code)', () => {
    const search = readHotelSearch(
      new URLSearchParams('name=Sydney&checkIn=2026-12-04&checkOut=2026-12-05&adults=1&children=0'),
    );
    expect(search).toMatchObject({ code: '', type: 'City', name: 'Sydney', adults: 1, children: 0 });
  });

  it('falls back on anything malformed', () => {
    const search = readHotelSearch(
      new URLSearchParams('code=MEL&type=Moon&checkIn=2026-02-30&checkOut=tomorrow&adults=99&children=-1'),
    );
    expect(search).toMatchObject({ type: 'City', checkIn: '', checkOut: '', adults: 6, children: 0 });
  });

  it('carries the session and property to the detail page', () => {
    const url = new URL(
      hotelDetailUrl(melbourne, '7d1f1a4e-0000-4000-8000-000000000001', 'htl_MEL_014'),
      'http://x',
    );
    expect(url.pathname).toBe('/hotel/detail');
    expect(url.searchParams.get('propertyId')).toBe('htl_MEL_014');
    expect(readHotelSearch(url.searchParams)).toEqual(melbourne);
  });
});

describe('filters, sort and page in the URL', () => {
  const view = {
    amenities: ['free-wifi', 'swimming-pool'] as const,
    minPrice: 100,
    maxPrice: 450,
    stars: [5, 4] as const,
    board: ['Breakfast'] as const,
    freeCancellation: true,
    sort: 'reviewScore' as const,
    page: 2,
  };

  it('round-trips, in the filters list order', () => {
    const params = resultParamsOf(melbourne, {
      ...view,
      amenities: [...view.amenities],
      stars: [...view.stars],
      board: [...view.board],
    });
    expect(params.get('amenities')).toBe('free-wifi,swimming-pool');
    expect(readResultView(params)).toEqual({
      ...view,
      amenities: [...view.amenities],
      stars: [...view.stars],
      board: [...view.board],
    });
  });

  it('leaves defaults out and ignores unknown values', () => {
    expect(resultParamsOf(melbourne, DEFAULT_VIEW).toString()).toBe(searchParamsOf(melbourne).toString());
    expect(
      readResultView(new URLSearchParams('amenities=spa,jacuzzi&stars=2,5&sort=cheap&page=0&minPrice=-4')),
    ).toEqual({ ...DEFAULT_VIEW, amenities: ['spa'], stars: [5], page: 1 });
  });

  it('counts and clears the filters, keeping the sort', () => {
    const full = { ...view, amenities: [...view.amenities], stars: [...view.stars], board: [...view.board] };
    expect(countActiveFilters(full)).toBe(7);
    expect(clearedFilters(full)).toEqual({ ...DEFAULT_VIEW, sort: 'reviewScore' });
  });
});

describe('the form state and the URL search', () => {
  it('are the same search', async () => {
    const { queryOfState, stateOfQuery } = await import('./search-state');
    const state = stateOfQuery(melbourne);
    expect(state).toMatchObject({ noOfNight: 3, numberOfAdt: 2, numberOfCnn: 1 });
    expect(state.locationObject).toMatchObject({ code: 'MEL', locationType: 'City', name: 'Melbourne' });
    expect(queryOfState(state)).toEqual(melbourne);
    expect(stateOfQuery({ ...melbourne, name: '', checkOut: '' })).toMatchObject({
      locationObject: null,
      noOfNight: 1,
    });
  });
});
