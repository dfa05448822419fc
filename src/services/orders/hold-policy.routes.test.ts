import { describe, expect, it } from 'vitest';
import type { Offer } from '../../shared/contracts/offer';
import type { Order, PaymentGatewayInfo } from '../../shared/contracts/order';
import { CONTACT, invoiceOrder, newKey, openBooking, SITE } from './booking-test-kit';
import { HOLD_MESSAGES } from './hold-policy.rules';
import { reconcilePayments } from './reconcile';
import { openPerFile } from '../test-kits/per-file';

/**
 * The unpaid-hold policy on the Booking API's OrderCreate (ADR 021): invoice orders per email, account
 * and client address, the buyer's share of a flight's cabin, the cool-down after an unpaid release, and
 * the lead time a bank payment needs. A refused order writes nothing.
 */

// The cabin share is made small (the floor of 2 seats) so one test can reach it.
const b = openPerFile(
  () => openBooking({ INVOICE_CABIN_SHARE_PERCENT: '1', RATE_LIMIT_EXEMPT_IPS: '10.9.9.9' }),
  (opened) => opened.t.close(),
);

let addressCounter = 0;
const newAddress = () => `198.51.100.${(addressCounter += 1)}`;
const newEmail = () => `buyer.${(addressCounter += 1)}@example.com`;

const orderCount = async () =>
  Number((await b.platform.database.query<{ n: string }>(`SELECT count(*) AS n FROM orders`))[0]!.n);

/** An invoice OrderCreate of `offer` from `address` with `email`. */
const invoice = (token: string, offer: Offer, email: string, address: string) =>
  b.post<Order>('/Order/OrderCreate', { ...invoiceOrder(offer), contact: { ...CONTACT, email } }, token, {
    'Idempotency-Key': newKey(),
    'X-Client-Ip': address,
  });

/** A fresh guest offer (the same first flight each time) for `passengers` adults. */
const offer = async (passengers = 1, depDate?: string) => {
  if (!depDate) return b.guestWithOffer(passengers);
  const token = await b.kit.publicToken();
  const found = await b.kit.search(token, {
    journeys: [{ depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate }],
    passengerInfos: [
      { passengerType: 'Adult', count: passengers },
      { passengerType: 'Children', count: 0 },
      { passengerType: 'Infants', count: 0 },
    ],
  });
  return { token, offer: (await b.kit.offerFor(token, found)).offer };
};

describe('unpaid invoice orders per buyer', () => {
  it('refuses a third unpaid order of one email, whatever its case, and writes nothing', async () => {
    const email = newEmail();
    for (const address of [newAddress(), newAddress()]) {
      const { token, offer: o } = await offer(1, '2026-12-20');
      expect((await invoice(token, o, email, address)).status).toBe(201);
    }
    const before = await orderCount();
    const { token, offer: o } = await offer(1, '2026-12-20');
    const third = await invoice(token, o, email.toUpperCase(), newAddress());
    expect(third.status).toBe(409);
    expect(third.json.message).toBe(HOLD_MESSAGES.tooMany(2));
    expect(await orderCount()).toBe(before);
  });

  it('refuses a fourth unpaid order from one client address, not from an exempt one', async () => {
    const address = newAddress();
    // Other flights each time, so the share of one flight is not what refuses.
    for (const day of ['01', '02', '03']) {
      const { token, offer: o } = await offer(1, `2026-12-${day}`);
      expect((await invoice(token, o, newEmail(), address)).status).toBe(201);
    }
    const { token, offer: o } = await offer(1, '2026-12-04');
    const fourth = await invoice(token, o, newEmail(), address);
    expect([fourth.status, fourth.json.message]).toEqual([409, HOLD_MESSAGES.tooMany(3)]);
    for (let index = 0; index < 4; index += 1) {
      const exempt = await offer(1, '2026-12-22');
      expect((await invoice(exempt.token, exempt.offer, newEmail(), '10.9.9.9')).status).toBe(201);
    }
  });

  it('refuses a fourth unpaid order of one account under other emails', async () => {
    const token = await b.kit.accountToken('holder@example.com');
    const byAccount = async (depDate: string) => {
      const found = await b.kit.search(token, {
        journeys: [{ depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate }],
        passengerInfos: [
          { passengerType: 'Adult', count: 1 },
          { passengerType: 'Children', count: 0 },
          { passengerType: 'Infants', count: 0 },
        ],
      });
      return invoice(token, (await b.kit.offerFor(token, found)).offer, newEmail(), newAddress());
    };
    for (const day of ['05', '06', '07']) expect((await byAccount(`2026-12-${day}`)).status).toBe(201);
    const fourth = await byAccount('2026-12-08');
    expect([fourth.status, fourth.json.message]).toEqual([409, HOLD_MESSAGES.tooMany(3)]);
  });
});

describe("a buyer's share of a flight", () => {
  it('refuses more unpaid seats on one flight than the share, counting what the buyer holds', async () => {
    const address = newAddress();
    const big = await offer(3, '2026-12-24');
    const flight = big.offer.journeys[0]!.itinerary.segments[0]!.flightNumber;
    const refused = await invoice(big.token, big.offer, newEmail(), address);
    expect([refused.status, refused.json.message]).toEqual([409, HOLD_MESSAGES.flightShare(2, flight)]);

    const email = newEmail();
    const two = await offer(2, '2026-12-24');
    expect((await invoice(two.token, two.offer, email, address)).status).toBe(201);
    const more = await offer(1, '2026-12-24');
    // Matched by the address although the email differs.
    const again = await invoice(more.token, more.offer, newEmail(), address);
    expect([again.status, again.json.message]).toEqual([409, HOLD_MESSAGES.flightShare(2, flight)]);
  });
});

describe('after an unpaid release', () => {
  it('keeps the buyer from holding the same flight on invoice again for a day', async () => {
    const email = newEmail();
    const first = await offer(1, '2026-12-28');
    const held = await invoice(first.token, first.offer, email, newAddress());
    expect(held.status).toBe(201);
    // Past the pay-by instant, the reconciler releases the unpaid order.
    b.t.clock.advance(73 * 3_600_000);
    await reconcilePayments(b.platform);
    const released = await b.platform.database.query<{ status: string; released_at: Date }>(
      `SELECT status, released_at FROM orders WHERE id = $1`,
      [held.json.data.orderId],
    );
    expect(released[0]!.status).toBe('Released');

    const again = await offer(1, '2026-12-28');
    const refused = await invoice(again.token, again.offer, email, newAddress());
    const until = new Date(new Date(released[0]!.released_at).getTime() + 24 * 3_600_000);
    expect([refused.status, refused.json.message]).toEqual([
      409,
      HOLD_MESSAGES.flightCooldown(until.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'),
    ]);
    // Another flight is not affected, and a day later the same flight is open again.
    const other = await offer(1, '2026-12-29');
    expect((await invoice(other.token, other.offer, email, newAddress())).status).toBe(201);
    b.t.clock.advance(24 * 3_600_000 + 60_000);
    const later = await offer(1, '2026-12-28');
    expect((await invoice(later.token, later.offer, email, newAddress())).status).toBe(201);
  });
});

describe('the lead time a bank payment needs', () => {
  it('offers invoice only for a trip at least 7 days away, and refuses it closer', async () => {
    // The test clock stands at 21 Nov 2026 (plus what earlier tests advanced); a week later is too close.
    const soonDate = new Date(b.platform.clock.now().getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    const soon = await offer(1, soonDate);
    const info = await b.post<PaymentGatewayInfo>(
      '/Payment/PaymentGatewayInfo',
      { siteId: SITE, offerId: soon.offer.offerId },
      soon.token,
    );
    const method = info.json.data.methods.find((m) => m.paymentMode === 'Invoice');
    expect(method).toMatchObject({ available: false, unavailableReason: HOLD_MESSAGES.flightLead(7) });
    const refused = await invoice(soon.token, soon.offer, newEmail(), newAddress());
    expect([refused.status, refused.json.message]).toEqual([409, HOLD_MESSAGES.flightLead(7)]);

    const far = await offer(1, '2027-01-20');
    const farInfo = await b.post<PaymentGatewayInfo>(
      '/Payment/PaymentGatewayInfo',
      { siteId: SITE, offerId: far.offer.offerId },
      far.token,
    );
    const farMethod = farInfo.json.data.methods.find((m) => m.paymentMode === 'Invoice');
    expect(farMethod).toMatchObject({ available: true, unavailableReason: null });
  });
});
