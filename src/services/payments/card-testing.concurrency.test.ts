/**
 * Card testing under concurrency (issue 21): a script fires its tokenisations and authorisations all at
 * once. On PGlite with the in-memory counters; with DATABASE_URL on PostgreSQL's pool (truly concurrent
 * transactions) and, with REDIS_URL, the counters every instance shares in Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_CARD_ATTEMPTS, TOO_MANY_OFFER_ATTEMPTS } from '../security/card-testing';
import { openCardTesting, sharedCacheFor, type CardTestingKit } from './card-testing-test-kit';

const ATTACKER = '203.0.113.66';
const TRAVELLER = '198.51.100.23';
const cache = sharedCacheFor('card-testing');

let k: CardTestingKit;
beforeAll(async () => {
  k = await openCardTesting(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}, cache);
});
afterAll(async () => {
  await k.t.close();
  await cache?.close();
});

const where = `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${cache ? 'Redis' : 'memory'} counters`;

describe(`card testing under concurrency (${where})`, () => {
  it('tokenises exactly 20 of 100 concurrent attempts from one address; another traveller pays', async () => {
    const before = await k.count('SELECT count(*) AS n FROM payment_gateway_tokens');
    const answers = await Promise.all(Array.from({ length: 100 }, () => k.tokeniseFrom(ATTACKER)));
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(20);
    expect(refused).toHaveLength(80);
    for (const answer of refused) expect(answer.message).toBe(TOO_MANY_CARD_ATTEMPTS);
    expect(await k.count('SELECT count(*) AS n FROM payment_gateway_tokens')).toBe(before + 20);

    // A traveller elsewhere, at the same moment, is not held up: tokenisation and PreAuth succeed.
    const { token, offer } = await k.guestWithOffer();
    const paid = await k.payFrom(TRAVELLER, token, offer);
    expect(paid.status, paid.message).toBe(201);
    expect(paid.data.status).toBe('Authorised');
  });

  it('lets 6 of 30 concurrent PreAuths on one offer through and keeps one live authorisation', async () => {
    const { token, offer } = await k.guestWithOffer();
    // Distinct addresses, so only the per-offer limit stands between the attempts and the gateway.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => k.payFrom(`192.0.2.${index + 1}`, token, offer)),
    );
    const through = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(through).toHaveLength(6);
    expect(refused).toHaveLength(24);
    for (const answer of refused) expect(answer.message).toBe(TOO_MANY_OFFER_ATTEMPTS);

    const statuses = await k.platform.database.query<{ status: string; n: string | number }>(
      `SELECT status, count(*) AS n FROM booking_payments WHERE offer_id = '${offer.offerId}' GROUP BY status`,
    );
    const byStatus = Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)]));
    expect(byStatus).toEqual({ Authorised: 1, Voided: 5 });
    const held = await k.count(
      `SELECT count(*) AS n FROM payment_gateway_authorisations a
         JOIN booking_payments p ON p.id = a.reference
        WHERE p.offer_id = '${offer.offerId}' AND a.status = 'approved'`,
    );
    expect(held).toBe(1);
  });
});
