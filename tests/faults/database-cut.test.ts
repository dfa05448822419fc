/**
 * Fault 2 (issue 14): PostgreSQL unreachable for 10 s (the proxy in front of it cut: every connection
 * reset, new ones refused). Pages and BFF calls that need the database answer the 502 page or the BFF's
 * 502 envelope within a bound (never a raw 500, never a hang); an order placed during the cut leaves no
 * row behind; once the proxy is restored everything recovers by itself, and the traveller's resend of
 * the same order (same Idempotency-Key) books it exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLedger, startFaultCluster, type FaultCluster } from './support/fault-cluster';
import { probeSite, sleep, type ProbeResult } from './support/probe';
import {
  Tally,
  authorisedOffer,
  bookFlight,
  createOrder,
  createOrderOnce,
  newBooking,
  newTraveller,
} from './support/traveller';

const OUTAGE_MS = 10_000;
/** A visitor must get an answer within this while the database is away (no hang until a proxy gives up). */
const ANSWER_BOUND_MS = 15_000;
/** Recovery is "by itself, within seconds": this bounds the wait, the figure printed is the measured one. */
const RECOVERY_BOUND_MS = 30_000;

let faults: FaultCluster;

beforeAll(async () => {
  faults = await startFaultCluster({ name: 'db_cut', sites: 2, services: 2 });
});

afterAll(async () => {
  await faults?.stop();
});

const summary = (results: ProbeResult[]) => {
  const counts: Record<string, number> = {};
  for (const result of results)
    counts[`${result.what} ${result.status}`] = (counts[`${result.what} ${result.status}`] ?? 0) + 1;
  return counts;
};

describe('PostgreSQL unreachable for 10 s', () => {
  it('answers the 502 page, writes nothing half, and recovers by itself', async () => {
    const { cluster } = faults;
    // A booking made before the outage: its confirmation page needs the database.
    const earlier = newTraveller(cluster.url, new Tally());
    const made = await bookFlight(earlier);
    expect(made.failure).toBeUndefined();
    const own = { browser: earlier.browser, path: `/flight/confirmation?orderId=${made.orderId}` };
    expect((await probeSite(cluster.url, own)).map((result) => result.status)).toEqual([200, 200, 200]);

    // A traveller with an authorised card payment, about to place the order when the database goes.
    const tally = new Tally();
    const journey = newTraveller(cluster.url, tally);
    const booking = newBooking(journey);
    const { offer, payment } = await authorisedOffer(journey);

    faults.postgres.cut();
    const cutAt = Date.now();
    const during: ProbeResult[] = [];
    const orderStarted = performance.now();
    // One attempt, as the browser's first: its answer is what the traveller sees during the outage.
    const duringOrder = await createOrderOnce(journey, booking, offer.offerId, payment);
    const orderMs = Math.round(performance.now() - orderStarted);
    while (Date.now() - cutAt < OUTAGE_MS) {
      during.push(...(await probeSite(cluster.url, own)));
      await sleep(500);
    }
    // Checked before the database returns to the instances (this connection does not pass the proxy).
    const [written] = await faults.query<{ orders: string; keys: string }>(
      `SELECT (SELECT count(*) FROM orders WHERE contact_email = $1) orders,
              (SELECT count(*) FROM booking_idempotency WHERE idempotency_key = $2) keys`,
      [booking.email, booking.orderKey],
    );

    faults.postgres.restore();
    const restoredAt = Date.now();
    let recoveredMs = -1;
    const after: ProbeResult[] = [];
    while (Date.now() - restoredAt < RECOVERY_BOUND_MS) {
      const results = await probeSite(cluster.url, own);
      after.push(...results);
      if (results.every((result) => result.status === 200)) {
        recoveredMs = Date.now() - restoredAt;
        break;
      }
      await sleep(250);
    }
    // The traveller presses Pay again: the islands resend the order with the same key.
    const resent = await createOrder(journey, booking, offer.offerId, payment);
    const ledger = await readLedger(faults);
    const slowest = Math.max(...during.map((result) => result.ms), orderMs);

    console.log(
      `[fault 2: PostgreSQL cut ${OUTAGE_MS / 1000} s] during: ${during.length} probes ${JSON.stringify(summary(during))}, ` +
        `slowest answer ${slowest} ms; OrderCreate during the cut: ${duringOrder.status} in ${orderMs} ms, ` +
        `rows written ${written?.orders} orders / ${written?.keys} keys\n` +
        `  after restore: first all-200 at ${(recoveredMs / 1000).toFixed(2)} s (${after.length} probes ${JSON.stringify(summary(after))}); ` +
        `resent order: ${resent.status}; orders ${JSON.stringify(ledger.ordersByStatus)}, payments ${JSON.stringify(ledger.paymentsByStatus)}, ` +
        `proxy refused ${faults.postgres.stats().refused} connections\n` +
        `  instance log lines naming the database: ${faults.grep(/ECONNRESET|ECONNREFUSED|Connection terminated|database/i).length}`,
    );

    // During the outage: a 502 (page or envelope) or a page that did not need the database; never a 500.
    for (const result of during) {
      expect([200, 502], `${result.what} answered ${result.status}`).toContain(result.status);
      if (result.status === 502) expect(result.badGatewayShown, `${result.what}: the 502 page`).toBe(true);
    }
    const confirmations = during.filter((result) => result.what === 'page /flight/confirmation');
    expect(confirmations.length).toBeGreaterThan(0);
    expect(
      confirmations.every((result) => result.status === 502 && result.badGatewayShown),
      'the 502 page',
    ).toBe(true);
    expect(slowest).toBeLessThan(ANSWER_BOUND_MS);
    expect(duringOrder.status).toBe(502);
    expect(duringOrder.outcome).toBe('Error');
    expect({ orders: Number(written?.orders), keys: Number(written?.keys) }).toEqual({ orders: 0, keys: 0 });
    // Recovery by itself, then the booking completes exactly once.
    expect(recoveredMs, 'recovered within the bound').toBeGreaterThanOrEqual(0);
    expect(resent.status).toBe(201);
    expect(ledger.ordersByStatus).toEqual({ Ticketed: 2 });
    expect(ledger.paymentsByStatus).toEqual({ Captured: 2 });
    expect(ledger.doubledBookings).toBe(0);
    expect(faults.exits(), 'no instance crashed').toEqual([]);
  });
});
