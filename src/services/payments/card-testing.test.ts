/**
 * Card testing (issue 21): a script tokenised 300 cards in 0.6 s and authorised 300 times on one offer
 * from one address, and one card held the full amount 10 times on one offer. These tests hold the
 * defences to the limits a travel site needs: a traveller who mistypes twice or is declined once still
 * pays. Limits are the defaults (security/card-testing.ts, platform/card-testing-config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, DECLINED } from '../orders/booking-test-kit';
import {
  OFFER_DECLINES_EXCEEDED,
  TOO_MANY_CARD_ATTEMPTS,
  TOO_MANY_OFFER_ATTEMPTS,
} from '../security/card-testing';
import { openCardTesting, type CardTestingKit } from './card-testing-test-kit';
import { CARD_DECLINES_EXCEEDED } from './gateway/gateway-velocity';
import { SUPERSEDED } from './payment-holds';

const EXEMPT = '127.0.0.1';
const INSUFFICIENT_FUNDS = '4000 0000 0000 9995';
const EXPIRED_CARD = '4000 0000 0000 0069';
const MASTERCARD = '5555 5555 5555 4444';

let k: CardTestingKit;
beforeAll(async () => {
  k = await openCardTesting({ RATE_LIMIT_EXEMPT_IPS: EXEMPT });
});
afterAll(() => k.t.close());

const paymentsOf = (offerId: string) =>
  k.count(`SELECT count(*) AS n FROM booking_payments WHERE offer_id = '${offerId}'`);
const tokens = () => k.count('SELECT count(*) AS n FROM payment_gateway_tokens');
const second = () => k.t.clock.advance(1000);

describe('tokenisation per client address', () => {
  it('takes 20 attempts in 10 minutes, valid or not, then 429 and nothing stored', async () => {
    const ip = '203.0.113.10';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await k.tokeniseFrom(ip, '4242 4242 4242 4241')).status).toBe(400);
    }
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect((await k.tokeniseFrom(ip)).status).toBe(201);
    }
    const before = await tokens();
    const refused = await k.tokeniseFrom(ip);
    expect(refused).toMatchObject({ status: 429, message: TOO_MANY_CARD_ATTEMPTS, token: undefined });
    expect(await tokens()).toBe(before);

    // Another traveller, and the exempt address (the e2e suite's loopback), are not held up.
    expect((await k.tokeniseFrom('203.0.113.11')).status).toBe(201);
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await k.tokeniseFrom(EXEMPT)).status).toBe(201);
    }
    k.t.clock.advance(601_000);
    expect((await k.tokeniseFrom(ip)).status).toBe(201);
  });
});

describe('PreAuth per client address and per offer', () => {
  it('takes 6 attempts on one offer from anyone, 10 per address, and a replay is no attempt', async () => {
    const first = await k.guestWithOffer();
    const second_ = await k.guestWithOffer();
    const ip = '203.0.113.20';
    let replay = async () => 0;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      second();
      const answer = await k.payFrom(ip, first.token, first.offer);
      replay = answer.replay;
      expect(answer.status, answer.message).toBe(201);
      expect(answer.data.status).toBe('Authorised');
    }
    // The seventh attempt on the offer is refused wherever it comes from, the exempt address included.
    for (const from of ['203.0.113.21', EXEMPT]) {
      const refused = await k.payFrom(from, first.token, first.offer);
      expect(refused).toMatchObject({ status: 429, message: TOO_MANY_OFFER_ATTEMPTS });
    }
    expect(await paymentsOf(first.offer.offerId)).toBe(6);

    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await k.payFrom(ip, second_.token, second_.offer)).status).toBe(201);
    }
    const refused = await k.payFrom(ip, second_.token, second_.offer);
    expect(refused).toMatchObject({ status: 429, message: TOO_MANY_CARD_ATTEMPTS });
    expect(await paymentsOf(second_.offer.offerId)).toBe(4);

    // The same request under the same key answers the first result again, even past both limits.
    expect(await replay()).toBe(200);
    expect((await k.payFrom('203.0.113.22', second_.token, second_.offer)).status).toBe(201);
  });
});

describe('one live authorisation per offer', () => {
  it('voids the older authorised payments of the offer when a new one is authorised', async () => {
    const { token, offer } = await k.guestWithOffer();
    const paid = [];
    for (const card of [undefined, MASTERCARD, undefined]) {
      second();
      const answer = await k.payFrom(EXEMPT, token, offer, card);
      expect(answer.data.status).toBe('Authorised');
      paid.push(answer.data.paymentId);
    }
    const rows = await k.platform.database.query<{ id: string; status: string; message: string }>(
      `SELECT id, status, message FROM booking_payments WHERE offer_id = '${offer.offerId}'`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(paid[0]!)).toMatchObject({ status: 'Voided', message: SUPERSEDED });
    expect(byId.get(paid[1]!)).toMatchObject({ status: 'Voided', message: SUPERSEDED });
    expect(byId.get(paid[2]!)?.status).toBe('Authorised');
    // At the gateway too: one hold left on the card.
    const held = await k.count(
      `SELECT count(*) AS n FROM payment_gateway_authorisations
        WHERE reference IN ('${paid.join("','")}') AND status = 'approved'`,
    );
    expect(held).toBe(1);

    const total = k.cardTotal(offer);
    const stale = await k.orderCreate(token, cardOrder(offer, paid[0]!, total));
    expect(stale.status).toBe(409);
    const order = await k.orderCreate(token, cardOrder(offer, paid[2]!, total));
    expect(order.status, order.json.message).toBe(201);
  });
});

describe('declines', () => {
  it('lets a traveller pay after one decline, and closes the offer to cards after three', async () => {
    const { token, offer } = await k.guestWithOffer();
    expect((await k.payFrom(EXEMPT, token, offer, DECLINED)).data.status).toBe('Declined');
    second();
    expect((await k.payFrom(EXEMPT, token, offer, INSUFFICIENT_FUNDS)).data.status).toBe('Declined');
    second();
    expect((await k.payFrom(EXEMPT, token, offer, EXPIRED_CARD)).data.status).toBe('Declined');
    const refused = await k.payFrom(EXEMPT, token, offer);
    expect(refused).toMatchObject({ status: 409, message: OFFER_DECLINES_EXCEEDED });
    expect(await paymentsOf(offer.offerId)).toBe(3);

    const other = await k.guestWithOffer();
    expect((await k.payFrom(EXEMPT, other.token, other.offer, INSUFFICIENT_FUNDS)).data.status).toBe(
      'Declined',
    );
    expect((await k.payFrom(EXEMPT, other.token, other.offer)).data.status).toBe('Authorised');
  });

  it('refuses a card declined three times within the hour, on any offer, without asking the issuer', async () => {
    k.t.clock.advance(2 * 3600_000);
    for (let offer = 0; offer < 3; offer += 1) {
      const guest = await k.guestWithOffer();
      expect((await k.payFrom(EXEMPT, guest.token, guest.offer, DECLINED)).data.status).toBe('Declined');
    }
    const guest = await k.guestWithOffer();
    const before = await k.count('SELECT count(*) AS n FROM payment_gateway_authorisations');
    const refused = await k.payFrom(EXEMPT, guest.token, guest.offer, DECLINED);
    expect(refused).toMatchObject({ status: 409, message: CARD_DECLINES_EXCEEDED });
    expect(await k.count('SELECT count(*) AS n FROM payment_gateway_authorisations')).toBe(before);
    // Another card still pays for the same booking.
    expect((await k.payFrom(EXEMPT, guest.token, guest.offer)).data.status).toBe('Authorised');

    k.t.clock.advance(3601_000);
    const later = await k.guestWithOffer();
    expect((await k.payFrom(EXEMPT, later.token, later.offer, DECLINED)).data.status).toBe('Declined');
  });
});

describe('metrics', () => {
  it('counts every refusal by reason', async () => {
    const text = await k.platform.metrics.registry.metrics();
    for (const reason of [
      'tokens_per_ip',
      'preauth_per_ip',
      'preauth_per_offer',
      'offer_declines',
      'card_declines',
    ]) {
      expect(text).toMatch(new RegExp(`card_testing_refusals_total\\{reason="${reason}"\\} [1-9]`));
    }
  });
});
