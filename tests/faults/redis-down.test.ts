/**
 * Fault 3 (issue 14): Redis unreachable (the proxy in front of it cut) for 10 s. The site keeps working
 * on local fallbacks: pages, flight search across both service instances (sessions move to the
 * database) and booking; sign-in fails closed (its limits cannot be counted across instances, so it is
 * refused with a clear message, never let through and never a 500); everything returns to Redis by
 * itself once the proxy is restored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../scripts/load/browser';
import { readLedger, startFaultCluster, type FaultCluster } from './support/fault-cluster';
import { probeSite, sleep, type ProbeResult } from './support/probe';
import { Tally, bookFlight, newTraveller, type Booking } from './support/traveller';

const OUTAGE_MS = 10_000;
const RECOVERY_BOUND_MS = 30_000;
/** services/http/rate-limit.ts LIMIT_UNAVAILABLE_MESSAGE. */
const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable for a moment. Please try again in a few minutes.';

let faults: FaultCluster;

beforeAll(async () => {
  faults = await startFaultCluster({ name: 'redis_down', sites: 2, services: 2 });
});

afterAll(async () => {
  await faults?.stop();
});

async function signIn(origin: string): Promise<{ status: number; message: string }> {
  const browser = new Browser(origin, new Tally());
  // An address nobody registered: with the limiter working the answer is "invalid", not a sign-in.
  const answer = await browser.api('/api/loginToken', {
    username: 'nobody-faults@example.com',
    password: 'Not-The-Password-1',
  });
  return { status: answer.status, message: answer.message };
}

describe('Redis unreachable for 10 s', () => {
  it('keeps pages, search and booking working, refuses sign-in, and recovers', async () => {
    const { cluster } = faults;
    const before = await signIn(cluster.url);
    expect(before.status, 'sign-in refused only by the wrong password').toBe(400);

    faults.redis.cut();
    const cutAt = Date.now();
    const probes: ProbeResult[] = [];
    const signIns: { status: number; message: string }[] = [];
    const bookings: Booking[] = [];
    while (Date.now() - cutAt < OUTAGE_MS) {
      probes.push(...(await probeSite(cluster.url)));
      signIns.push(await signIn(cluster.url));
      // Searches and offers made on one service instance, results and orders maybe on the other.
      bookings.push(await bookFlight(newTraveller(cluster.url, new Tally()), 35));
    }

    faults.redis.restore();
    const restoredAt = Date.now();
    let recoveredMs = -1;
    let after = { status: 0, message: '' };
    while (Date.now() - restoredAt < RECOVERY_BOUND_MS) {
      after = await signIn(cluster.url);
      // The limiter counts again: the wrong password's 400 (or, past its limit, a 429).
      if (after.status !== 503) {
        recoveredMs = Date.now() - restoredAt;
        break;
      }
      await sleep(500);
    }
    const afterBooking = await bookFlight(newTraveller(cluster.url, new Tally()), 36);
    const ledger = await readLedger(faults);
    const count = (items: { status: number }[]) => {
      const counts: Record<string, number> = {};
      for (const item of items) counts[item.status] = (counts[item.status] ?? 0) + 1;
      return counts;
    };
    const failed = bookings.filter((booking) => booking.failure).map((booking) => booking.failure);

    console.log(
      `[fault 3: Redis cut ${OUTAGE_MS / 1000} s] during: probes ${JSON.stringify(count(probes))} ` +
        `(slowest ${Math.max(...probes.map((probe) => probe.ms))} ms), sign-ins ${JSON.stringify(count(signIns))}, ` +
        `bookings ${bookings.length - failed.length}/${bookings.length}${failed.length ? ` failed: ${failed.join('; ')}` : ''}\n` +
        `  after restore: sign-in counted again at ${(recoveredMs / 1000).toFixed(2)} s (${after.status}); ` +
        `booking after: ${afterBooking.orderId ? 'ok' : afterBooking.failure}; orders ${JSON.stringify(ledger.ordersByStatus)}, ` +
        `doubled ${ledger.doubledBookings}, captured without order ${ledger.capturedWithoutOrder}\n` +
        `  instance log: ${faults.grep(/shared cache \(Redis\) unreachable/).length} "Redis unreachable" lines, ` +
        `${faults.grep(/shared cache \(Redis\) reachable again/).length} "reachable again"`,
    );

    expect(
      probes.every((probe) => probe.status === 200),
      'pages and search',
    ).toBe(true);
    expect(failed).toEqual([]);
    expect(bookings.length).toBeGreaterThan(0);
    // Fail closed: every sign-in during the outage refused with the message, none let through, no 500.
    expect(signIns.length).toBeGreaterThan(0);
    for (const attempt of signIns) expect(attempt).toEqual({ status: 503, message: SIGN_IN_UNAVAILABLE });
    expect(recoveredMs, 'sign-in counted again within the bound').toBeGreaterThanOrEqual(0);
    expect([400, 429]).toContain(after.status);
    expect(afterBooking.failure).toBeUndefined();
    expect(ledger.doubledBookings).toBe(0);
    expect(ledger.capturedWithoutOrder).toBe(0);
    expect(ledger.cardOrdersWithoutCapture).toBe(0);
    expect(faults.exits(), 'no instance crashed').toEqual([]);
  });
});
