import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { type HotelQuote } from '../../shared/contracts/hotel-rooms';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { propertyById } from './inventory/properties';
import { hotelKitFor, SITE, STAY } from './hotels-test-kit';
import { takeRooms } from './inventory/room-nights.repo';
import { nightCapacity } from './inventory/allotment';

let t: TestServices;
let kit: ReturnType<typeof hotelKitFor>;
let token: string;
let searchKey: string;

beforeAll(async () => {
  t = await createTestServices();
  kit = hotelKitFor(t);
  token = await kit.publicToken();
  searchKey = (await kit.search(token)).searchKey;
});
afterAll(() => t.close());

const ISO = /\d{4}-\d{2}-\d{2}T/;

describe('/Availability/GetResult', () => {
  it('answers the first page by price, with facets over every result', async () => {
    const page = await kit.result(token, searchKey);
    expect(page.pageNumber).toBe(1);
    expect(page.pageSize).toBe(30);
    expect(page.properties).toHaveLength(30);
    const prices = page.properties.map((property) => property.lowestRate.totalCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The price facet and filter are per night, as the cards lead with.
    expect(page.facets.priceCents.min).toBe(page.properties[0]!.lowestRate.nightlyCents);
    expect(page.pageCount).toBe(Math.ceil(page.totalCount / 30));
    const starCounts = Object.values(page.facets.stars).reduce((sum, count) => sum + count, 0);
    expect(starCounts).toBe(page.unfilteredCount);
    for (const property of page.properties) {
      expect(property.propertyId).toMatch(/^htl_MEL_\d{3}$/);
      expect(property.lowestRate.totalCents % 100).toBe(0);
    }
  });

  it('filters, sorts and pages', async () => {
    const five = await kit.result(token, searchKey, {
      filterBy: { stars: [5], amenities: ['free-wifi'] },
      sortBy: 'reviewScore',
      sortDirection: 'desc',
    });
    expect(five.totalCount).toBeGreaterThan(0);
    expect(five.totalCount).toBeLessThan(five.unfilteredCount);
    const scores = five.properties.map((property) => property.reviewScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(five.properties.every((p) => p.starRating === 5 && p.amenities.includes('free-wifi'))).toBe(true);

    const all = await kit.result(token, searchKey);
    const cap = all.properties[9]!.lowestRate.nightlyCents;
    const cheap = await kit.result(token, searchKey, { filterBy: { maxPriceCents: cap } });
    expect(cheap.totalCount).toBeGreaterThanOrEqual(10);
    expect(cheap.totalCount).toBeLessThan(cheap.unfilteredCount);
    expect(cheap.properties.every((p) => p.lowestRate.nightlyCents <= cap)).toBe(true);

    const flexible = await kit.result(token, searchKey, {
      filterBy: { freeCancellation: true, board: ['Breakfast'] },
    });
    expect(
      flexible.properties.every((p) => p.lowestRate.refundable && p.lowestRate.board === 'Breakfast'),
    ).toBe(true);

    const first = await kit.result(token, searchKey, { pageSize: 10, sortBy: 'distance' });
    const second = await kit.result(token, searchKey, { pageSize: 10, sortBy: 'distance', pageNumber: 2 });
    const ids = [...first.properties, ...second.properties].map((p) => p.propertyId);
    expect(new Set(ids).size).toBe(20);
  });

  it('is the same answer for the same search (deterministic)', async () => {
    const again = await kit.search(token);
    const a = await kit.result(token, searchKey);
    const b = await kit.result(token, again.searchKey);
    expect(b.properties).toEqual(a.properties);
  });

  it("answers 410 for an unknown, lapsed or other caller's session", async () => {
    const unknown = await kit.call(
      '/Availability/GetResult',
      { siteId: SITE, searchKey: crypto.randomUUID() },
      token,
    );
    expect(unknown.status).toBe(410);
    expect(unknown.json.message).toBe(HOTEL_MESSAGES.sessionExpired);

    const account = await kit.accountToken('hotel-owner@example.com');
    const own = await kit.search(account);
    const other = await kit.accountToken('someone-else@example.com');
    const foreign = await kit.call(
      '/Availability/GetResult',
      { siteId: SITE, searchKey: own.searchKey },
      other,
    );
    expect(foreign.status).toBe(410);

    const short = await kit.search(token);
    t.clock.advance(31 * 60_000);
    const lapsed = await kit.call(
      '/Availability/GetResult',
      { siteId: SITE, searchKey: short.searchKey },
      token,
    );
    t.clock.advance(-31 * 60_000);
    expect(lapsed.status).toBe(410);
  });

  it('refuses bad paging and sorting with 400', async () => {
    for (const body of [{ pageSize: 61 }, { pageNumber: 0 }, { sortBy: 'name' }, { searchKey: 'nope' }]) {
      const answer = await kit.call('/Availability/GetResult', { siteId: SITE, searchKey, ...body }, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 504 searchTimeout when pricing exceeds its budget', async () => {
    const hurried = hotelKitFor(t, { searchBudgetMs: 0 });
    const answer = await hurried.call('/Availability/GetResult', { siteId: SITE, searchKey }, token);
    expect(answer.status).toBe(504);
    expect(answer.json.message).toBe(HOTEL_MESSAGES.searchTimeout);
  });
});

describe('/HotelDetail/Get and /PriceCheck/Process', () => {
  it('shows rooms that fit the party, with rates and a readable cancellation timeline', async () => {
    const family = await kit.search(token, {
      paxes: { numberOfAdt: 2, numberOfCnn: 2, paxesInfo: [{ age: 4 }, { age: 9 }] },
    });
    const page = await kit.result(token, family.searchKey);
    const detail = await kit.detail(token, family.searchKey, page.properties[0]!.propertyId);
    expect(detail.property.description.length).toBeGreaterThanOrEqual(2);
    expect(detail.rooms.length).toBeGreaterThan(0);
    for (const room of detail.rooms) {
      expect(room.maxOccupancy).toBeGreaterThanOrEqual(4);
      for (const rate of room.rates) {
        expect(rate.nightly).toHaveLength(3);
        expect(rate.totalCents).toBe(rate.nightly.reduce((sum, night) => sum + night.cents, 0));
        for (const step of rate.cancellation) expect(step.label).not.toMatch(ISO);
        for (const line of rate.includes) expect(line).not.toMatch(ISO);
      }
    }
    const flex = detail.rooms.flatMap((room) => room.rates).find((rate) => rate.refundable);
    expect(flex?.cancellation[0]?.label).toMatch(
      /^Free cancellation until \d{1,2}( |:\d\d )[ap]m, \w{3} \d{1,2} \w{3}$/,
    );
  });

  it('answers 404 for a property outside the search', async () => {
    const answer = await kit.call(
      '/HotelDetail/Get',
      { siteId: SITE, shoppingRspId: searchKey, propertyId: 'htl_SYD_001' },
      token,
    );
    expect(answer.status).toBe(404);
  });

  it('price-checks a rate into a quote, and 409 roomGone when the room sold out', async () => {
    const page = await kit.result(token, searchKey);
    const detail = await kit.detail(token, searchKey, page.properties[1]!.propertyId);
    const room = detail.rooms[0]!;
    const rate = room.rates[0]!;
    const body = {
      siteId: SITE,
      shoppingRspId: searchKey,
      propertyId: detail.property.propertyId,
      roomTypeId: room.roomTypeId,
      rateId: rate.rateId,
    };
    const quote = await kit.ok<HotelQuote>('/PriceCheck/Process', body, token);
    expect(quote.quoteId).toMatch(/^hq_[0-9a-f]{24}$/);
    expect(quote).toMatchObject({
      status: 'Open',
      totalCents: rate.totalCents,
      priceChanged: false,
      previousTotalCents: rate.totalCents,
    });
    expect(Date.parse(quote.expiresAt) - t.clock.now().getTime()).toBe(20 * 60_000);

    const mismatch = await kit.call('/PriceCheck/Process', { ...body, rateId: 'rm9-RO-NRF' }, token);
    expect(mismatch.status).toBe(400);

    // Orders take every room of the type on the first night: the rate can no longer be sold.
    const stay = {
      propertyId: detail.property.propertyId,
      roomTypeId: room.roomTypeId,
      checkInDate: STAY.checkInDate,
      checkOutDate: '2026-12-15',
    };
    const capacity = nightCapacity(stay.propertyId, stay.roomTypeId, stay.checkInDate, t.clock.now());
    await t.platform.database.db.transaction(async (tx) => {
      for (let order = 0; order < capacity; order += 1)
        expect(await takeRooms(tx, stay, `ord-${order}`, t.clock.now())).toBe(true);
      expect(await takeRooms(tx, stay, 'ord-extra', t.clock.now())).toBe(false);
    });
    const gone = await kit.call('/PriceCheck/Process', body, token);
    expect(gone.status).toBe(409);
    expect(gone.json.message).toBe(HOTEL_MESSAGES.roomGone);
    expect(propertyById(stay.propertyId)).toBeDefined();
  });
});
