import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES, type HotelAutoComplete } from '../../shared/contracts/hotel';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { hotelKitFor, SITE, STAY } from './hotels-test-kit';

let t: TestServices;
let kit: ReturnType<typeof hotelKitFor>;
let token: string;

beforeAll(async () => {
  t = await createTestServices();
  kit = hotelKitFor(t);
  token = await kit.publicToken();
});
afterAll(() => t.close());

describe('/AutoComplete', () => {
  it('suggests the city, its airport and hotels, Australian places first', async () => {
    const { places } = await kit.ok<HotelAutoComplete>(
      '/AutoComplete',
      { siteId: SITE, query: 'melb' },
      token,
    );
    expect(places[0]).toMatchObject({ code: 'MEL', locationType: 'City', detail: 'Victoria, Australia' });
    expect(places.some((place) => place.locationType === 'Airport' && place.code === 'MEL')).toBe(true);
    expect(
      places.every(
        (place) =>
          place.countryCode === 'AU' ||
          !places.slice(places.indexOf(place)).some((p) => p.countryCode === 'AU'),
      ),
    ).toBe(true);
  });

  it('matches without accents and by any word', async () => {
    const { places } = await kit.ok<HotelAutoComplete>(
      '/AutoComplete',
      { siteId: SITE, query: 'malaga', limit: 3 },
      token,
    );
    expect(places[0]).toMatchObject({ code: 'AGP', name: 'Málaga' });
    const byWord = await kit.ok<HotelAutoComplete>(
      '/AutoComplete',
      { siteId: SITE, query: 'airport sydn' },
      token,
    );
    expect(byWord.places[0]).toMatchObject({ code: 'SYD', locationType: 'Airport' });
  });

  it.each([
    [{ siteId: SITE, query: 'm' }, 400, 'Type at least 2 letters'],
    [{ siteId: SITE }, 400, 'query'],
    [{ siteId: 'ctg-other', query: 'mel' }, 403, 'siteId does not match the site of your token'],
  ])('refuses %j', async (body, status, message) => {
    const answer = await kit.call('/AutoComplete', body, token);
    expect(answer.status).toBe(status);
    expect(answer.json.message).toContain(message);
  });
});

describe('/Availability/Search', () => {
  it('starts a session for the stay', async () => {
    const started = await kit.search(token);
    expect(started.searchKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.totalCount).toBeGreaterThanOrEqual(20);
    expect(started.stay).toMatchObject({ ...STAY, nights: 3, adults: 2, children: 0 });
    expect(started.stay.location).toMatchObject({ code: 'MEL', name: 'Melbourne' });
    expect(Date.parse(started.expiresAt) - t.clock.now().getTime()).toBe(30 * 60_000);
  });

  it.each([
    // The test clock is 21 Nov 2026, 11 am in Sydney.
    [{ checkInDate: '2026-11-20', checkOutDate: '2026-11-22' }, HOTEL_MESSAGES.checkInPast],
    [{ checkInDate: '2026-12-14', checkOutDate: '2026-12-14' }, HOTEL_MESSAGES.checkOutOrder],
    [{ checkInDate: '2026-12-01', checkOutDate: '2027-01-01' }, HOTEL_MESSAGES.tooManyNights],
    [{ checkInDate: '2027-11-16', checkOutDate: '2027-11-18' }, HOTEL_MESSAGES.tooFarAhead],
    [{ location: 'ZZZ' }, 'We have no places to stay at that location'],
    [{ location: '' }, HOTEL_MESSAGES.locationRequired],
    [{ locationType: 'Country' }, 'locationType must be City, Airport or Property'],
  ])('refuses %j', async (overrides, message) => {
    const answer = await kit.call(
      '/Availability/Search',
      { siteId: SITE, ...STAY, location: 'MEL', locationType: 'City', ...overrides },
      token,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
  });

  it('accepts today and 359 days ahead', async () => {
    await kit.search(token, { checkInDate: '2026-11-21', checkOutDate: '2026-11-22' });
    await kit.search(token, { checkInDate: '2027-11-15', checkOutDate: '2027-11-16' });
  });
});
