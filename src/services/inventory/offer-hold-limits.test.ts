import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../shared/contracts/offer';
import { RATE_LIMITED_MESSAGE } from '../http/rate-limit';
import { openBooking, SITE } from '../orders/booking-test-kit';
import { jsonRequest } from '../testing/test-platform';
import { CLIENT_HOLD_LIMIT_MESSAGE } from './offer-hold-limits';

/**
 * Issue 21, hole 2: one client held a cabin's free seats in 0.1 s and could hold them again and again.
 * Open offers of one client (token or address) hold at most 9 seats of a flight; offers per address
 * are rate limited; addresses in RATE_LIMIT_EXEMPT_IPS are counted by token only.
 */

type Booking = Awaited<ReturnType<typeof openBooking>>;
let b: Booking;

beforeAll(async () => {
  b = await openBooking({ OFFER_CREATES_PER_IP: '8', RATE_LIMIT_EXEMPT_IPS: '10.9.9.9' });
});
afterAll(() => b.t.close());

const MINUTE = 60_000;

/** A direct SYD–MEL Economy itinerary of a fresh search for `adults` (about 80 free seats a flight). */
async function economyChoice(token: string, adults: number, depDate: string) {
  const found = await b.kit.search(token, {
    journeys: [{ depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate }],
    passengerInfos: [{ passengerType: 'Adult', count: adults }],
  });
  const itinerary = found.journeys[0]!.find((item) => item.stops === 0)!;
  return {
    siteId: SITE,
    shoppingRspId: found.shoppingRspId,
    journeys: [
      { pricedItineraryId: itinerary.pricedItineraryId, brandIndex: itinerary.brands[0]!.brandIndex },
    ],
  };
}

async function offerCreate(token: string, body: unknown, ip?: string) {
  const response = await b.services.booking.request(
    '/Offer/OfferCreate',
    jsonRequest('POST', body, { Authorization: `Bearer ${token}`, ...(ip ? { 'X-Client-Ip': ip } : {}) }),
  );
  const json = (await response.json()) as { message: string; data: Offer };
  return { status: response.status, message: json.message };
}

describe('offer holds per client', () => {
  it('lets one address hold 9 seats of a flight in open offers, whatever its sessions', async () => {
    const first = await b.kit.publicToken();
    const five = await economyChoice(first, 5, '2026-12-17');
    expect((await offerCreate(first, five, '203.0.113.7')).status).toBe(200);
    const second = await b.kit.publicToken();
    const refused = await offerCreate(second, five, '203.0.113.7');
    expect(refused).toEqual({ status: 409, message: CLIENT_HOLD_LIMIT_MESSAGE });
    const four = await economyChoice(second, 4, '2026-12-17');
    expect((await offerCreate(second, four, '203.0.113.7')).status).toBe(200);
    // Another address is another client.
    expect((await offerCreate(await b.kit.publicToken(), five, '198.51.100.4')).status).toBe(200);
    // Once the holds end, the address may hold seats again.
    b.t.clock.advance(21 * MINUTE);
    const later = await b.kit.publicToken();
    expect(
      (await offerCreate(later, await economyChoice(later, 5, '2026-12-17'), '203.0.113.7')).status,
    ).toBe(200);
  });

  it('gives one session one basket: its new offer on a flight takes the places of its older one', async () => {
    const token = await b.kit.publicToken();
    const five = await economyChoice(token, 5, '2026-12-19');
    for (let index = 0; index < 3; index += 1) expect((await offerCreate(token, five)).status).toBe(200);
    const [row] = await b.platform.database.query<{ held: number }>(
      `SELECT coalesce(sum(c.seats), 0)::int AS held FROM flight_cabin_claims c
         JOIN flight_offers o ON o.id = c.offer_id WHERE o.owner LIKE 'guest:%' AND c.flight_key LIKE '%-2026-12-19-SYD'`,
    );
    expect(row!.held).toBe(5);
    b.t.clock.advance(21 * MINUTE);
  });

  it('limits offers per address, not per exempt address', async () => {
    const token = await b.kit.publicToken();
    const one = await economyChoice(token, 1, '2026-12-18');
    const answers = [];
    for (let index = 0; index < 9; index += 1) {
      const guest = await b.kit.publicToken();
      answers.push(await offerCreate(guest, one, '192.0.2.44'));
    }
    expect(answers.slice(0, 8).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[8]).toEqual({ status: 429, message: RATE_LIMITED_MESSAGE });
    for (let index = 0; index < 9; index += 1) {
      const guest = await b.kit.publicToken();
      expect((await offerCreate(guest, one, '10.9.9.9')).status).toBe(200);
    }
  });
});
