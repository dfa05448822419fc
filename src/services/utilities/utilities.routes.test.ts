import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGuestServices } from '../test-kits/open-services';
import { jsonRequest, type TestServices } from '../testing/test-platform';

let t: TestServices;
let token: string;
const SITE = 'ctg-au-web';

beforeAll(async () => ({ t, token } = await openGuestServices(SITE)));
afterAll(() => t.close());

const get = (path: string) =>
  t.services.booking.request(path, { headers: { Authorization: `Bearer ${token}` } });
const post = (path: string, body: unknown) =>
  t.services.booking.request(path, jsonRequest('POST', body, { Authorization: `Bearer ${token}` }));
const data = async <T>(response: Response) => ((await response.json()) as { data: T }).data;

describe('GET utilities', () => {
  it('lists countries and airlines with alliances', async () => {
    const countries = await data<{ code: string; name: string }[]>(await get('/Utilities/GetCountries'));
    expect(countries).toContainEqual({ code: 'AU', name: 'Australia' });
    const airlines = await data<{ code: string; name: string; alliance: string | null }[]>(
      await get('/Utilities/GetAirlines'),
    );
    expect(airlines).toContainEqual({ code: 'QF', name: 'Qantas', alliance: 'oneworld' });
    expect(airlines).toContainEqual({ code: 'SQ', name: 'Singapore Airlines', alliance: 'Star Alliance' });
  });

  it.each([
    ['syd', 'SYD'],
    ['Melbourne', 'MEL'],
    ['lond', 'LON'],
    ['LHR', 'LHR'],
    ['singapore', 'SIN'],
  ])('suggests %s first as %s', async (query, code) => {
    const response = await get(`/Utilities/FlightAutoSuggestion?query=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    const list = await data<{ code: string; codeType: string; cityName: string }[]>(response);
    expect(list[0]!.code).toBe(code);
  });

  it.each([
    ['シドニー', 'SYD'],
    ['東京', 'TYO'],
    ['悉尼', 'SYD'],
    ['新加坡', 'SIN'],
    ['서울', 'SEL'],
    ['ｼﾄﾞﾆｰ', 'SYD'],
  ])('finds %s in its native script, first as %s', async (query, code) => {
    const response = await get(`/Utilities/FlightAutoSuggestion?query=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    const list = await data<{ code: string; cityCode: string }[]>(response);
    expect(list[0]?.code).toBe(code);
  });

  it('lists a city with its airports', async () => {
    const list = await data<{ code: string; codeType: string; airports?: { code: string }[] }[]>(
      await get('/Utilities/FlightAutoSuggestion?query=london&limit=5'),
    );
    expect(list.length).toBeLessThanOrEqual(5);
    const city = list.find((item) => item.codeType === 'C')!;
    expect(city.airports!.map((a) => a.code)).toEqual(expect.arrayContaining(['LHR', 'LGW']));
  });

  it.each([
    ['Bali', 'DPS'],
    ['Maldives', 'MLE'],
    ['Hawaii', 'HNL'],
    ['Phuket', 'HKT'],
    ['Fiji', 'NAN'],
    ['Gold Coast', 'OOL'],
    ['Sunshine Coast', 'MCY'],
    ['Uluru', 'AYQ'],
    ['Queenstown', 'ZQN'],
    ['Bora Bora', 'BOB'],
  ])('finds the destination %s (%s)', async (query, code) => {
    const list = await data<{ code: string }[]>(
      await get(`/Utilities/FlightAutoSuggestion?query=${encodeURIComponent(query)}`),
    );
    expect(list[0]?.code).toBe(code);
  });

  it('never repeats the city in an airport name', async () => {
    const list = await data<{ code: string; name: string; airports?: { code: string; name: string }[] }[]>(
      await get('/Utilities/FlightAutoSuggestion?query=melbourne'),
    );
    const names = list.flatMap((item) => [
      item.name,
      ...(item.airports ?? []).map((airport) => airport.name),
    ]);
    expect(names).toContain('Avalon Airport');
    expect(names.some((name) => /Avalon, Avalon/.test(name))).toBe(false);
  });

  it.each(['', 'a', 'x'.repeat(65)])('refuses the query %j', async (query) => {
    const response = await get(`/Utilities/FlightAutoSuggestion?query=${query}`);
    expect(response.status).toBe(400);
  });

  it('refuses a missing query and a bad limit', async () => {
    expect((await get('/Utilities/FlightAutoSuggestion')).status).toBe(400);
    expect((await get('/Utilities/FlightAutoSuggestion?query=syd&limit=abc')).status).toBe(400);
  });

  it('lists preferred countries, seats and meals', async () => {
    const preferred = await data<{ code: string }[]>(
      await get(`/Utilities/PreferredCountries?siteId=${SITE}`),
    );
    expect(preferred[0]).toEqual({ code: 'AU', name: 'Australia' });
    expect(await data(await get('/Utilities/GetSeatPreferenceOptions'))).toContainEqual({
      code: 'W',
      name: 'Window',
    });
    expect(await data(await get('/Utilities/GetMealPreferenceOptions'))).toContainEqual({
      code: 'KSML',
      name: 'Kosher meal',
    });
  });

  it('needs a token', async () => {
    expect((await t.services.booking.request('/Utilities/GetCountries')).status).toBe(401);
  });
});

describe('POST utilities', () => {
  it('lists cabins with Business by default', async () => {
    const cabins = await data<{ code: string; isDefault: boolean }[]>(
      await post('/Utilities/Cabin', { siteId: SITE }),
    );
    expect(cabins.map((c) => c.code)).toEqual(['Economy', 'PremiumEconomy', 'Business', 'First']);
    expect(cabins.find((c) => c.isDefault)!.code).toBe('Business');
  });

  it('gives the search date range from the clock', async () => {
    expect(await data(await post('/Utilities/SearchDateRange', { siteId: SITE }))).toMatchObject({
      start: '2026-11-23',
      end: '2027-10-17',
      leadTimeRestrictionMethod: 'Prompt',
    });
  });

  it.each([
    [[{ depDate: '2026-12-10' }], false],
    [[{ depDate: '2026-11-22' }], true],
  ])('checks the booking restriction of %o', async (journeys, restricted) => {
    const result = await data<{ isRestricted: boolean; message: string }>(
      await post('/Utilities/CheckBookingRestriction', { siteId: SITE, journeys }),
    );
    expect(result.isRestricted).toBe(restricted);
  });

  it('lists priority airlines, titles and airline settings', async () => {
    const priority = await data<{ code: string; priority: number }[]>(
      await post('/Utilities/AgencyPriorityAirlines', { siteId: SITE }),
    );
    expect(priority.map((a) => a.code)).toEqual(['QF', 'TK', 'EY', 'LA', 'EK']);
    const titles = await data<{ name: string; passengerTypes: string[] }[]>(
      await post('/Utilities/PassengerTitle', { siteId: SITE }),
    );
    // Issue 25, defect 9: Miss and Mx for anyone, Master for a boy (an 8-year-old had to be "Mr").
    const forType = (type: string) =>
      titles.filter((title) => title.passengerTypes.includes(type)).map((title) => title.name);
    expect(forType('Adult')).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Doctor']);
    expect(forType('Children')).toEqual(['Miss', 'Master', 'Mx']);
    expect(forType('Infants')).toEqual(['Miss', 'Master', 'Mx']);
    const settings = await data<{ code: string; isPriority: boolean; cabins: string[] }[]>(
      await post('/Utilities/GetAirlinesWithSettings', { siteId: SITE }),
    );
    const qantas = settings.find((a) => a.code === 'QF')!;
    expect(qantas.isPriority).toBe(true);
    expect(qantas.cabins).toContain('Business');
  });

  it.each([
    ['/Utilities/Cabin', {}],
    ['/Utilities/SearchDateRange', { siteId: 5 }],
    ['/Utilities/CheckBookingRestriction', { siteId: SITE, journeys: [{ depDate: '10/12/2026' }] }],
    [
      '/Utilities/CheckBookingRestriction',
      {
        siteId: SITE,
        journeys: [{ depDate: '2026-12-10' }],
        passengerInfos: [
          { passengerType: 'Adult', count: 1 },
          { passengerType: 'Infants', count: 2 },
        ],
      },
    ],
    ['/Utilities/PassengerTitle', '{oops'],
  ])('%s refuses %j with 400', async (path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'Failed' });
  });

  it('refuses another site with 403', async () => {
    expect((await post('/Utilities/AgencyPriorityAirlines', { siteId: 'elsewhere' })).status).toBe(403);
  });
});
