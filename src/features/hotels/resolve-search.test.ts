import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES, type HotelPlace } from '../../shared/contracts/hotel';
import { placeNotFound, resolveHotelSearch } from './resolve-search';

const today = '2026-11-24';
const melbourne: HotelPlace = {
  code: 'MEL',
  locationType: 'City',
  name: 'Melbourne',
  detail: 'Victoria, Australia',
  countryCode: 'AU',
  cityCode: 'MEL',
  latitude: -37.81,
  longitude: 144.96,
};
const dates = 'checkIn=2026-12-04&checkOut=2026-12-07&adults=2&children=0';
const asked: string[] = [];
const lookup = async (query: string) => {
  asked.push(query);
  return { places: query.toLowerCase().startsWith('mel') ? [melbourne] : [] };
};

describe('reading the search on the server', () => {
  it('runs a search with a code as it is', async () => {
    const outcome = await resolveHotelSearch(
      new URLSearchParams(`code=MEL&type=City&name=Melbourne&${dates}`),
      today,
      lookup,
    );
    expect(outcome).toMatchObject({ kind: 'ok', search: { code: 'MEL', name: 'Melbourne', adults: 2 } });
  });

  it('sends a typed name to the canonical URL of its first suggestion, keeping the view', async () => {
    const outcome = await resolveHotelSearch(
      new URLSearchParams(`name=melb&${dates}&sort=stars`),
      today,
      lookup,
    );
    expect(outcome).toEqual({
      kind: 'redirect',
      location: `/hotel/result?code=MEL&type=City&name=Melbourne&${dates}&sort=stars`,
    });
  });

  it('says when a typed name matches nothing', async () => {
    const outcome = await resolveHotelSearch(new URLSearchParams(`name=Atlantis&${dates}`), today, lookup);
    expect(outcome).toMatchObject({ kind: 'invalid', message: placeNotFound('Atlantis') });
  });

  it('answers the form rules before looking anything up', async () => {
    asked.length = 0;
    const outcome = await resolveHotelSearch(
      new URLSearchParams('name=Melbourne&checkIn=2026-11-20&checkOut=2026-11-22'),
      today,
      lookup,
    );
    expect(outcome).toMatchObject({ kind: 'invalid', message: HOTEL_MESSAGES.checkInPast });
    expect(asked).toEqual([]);
    expect(await resolveHotelSearch(new URLSearchParams(dates), today, lookup)).toMatchObject({
      message: HOTEL_MESSAGES.locationRequired,
    });
  });
});
