/**
 * Fault 1 (issue 14): `kill -9` one site instance in the middle of traffic. nginx moves the traffic to the
 * other instance; no booking is lost or doubled, because OrderCreate carries an Idempotency-Key and the
 * traveller's browser resends it after a lost answer (a reset connection or a 502).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAccessLog } from '../../scripts/cluster/nginx-conf';
import { readFile } from 'node:fs/promises';
import { readLedger, startFaultCluster, type FaultCluster } from './support/fault-cluster';
import { Tally, bookFlight, newTraveller, type Booking } from './support/traveller';

const TRAVELLERS = 6;
const BOOKINGS_EACH = 4;
/** The kill comes once this many bookings are done, so some are in flight at that moment. */
const KILL_AFTER = 4;

let faults: FaultCluster;

beforeAll(async () => {
  faults = await startFaultCluster({ name: 'kill_site', sites: 2, services: 2 });
});

afterAll(async () => {
  await faults?.stop();
});

describe('kill -9 of a site instance during bookings', () => {
  it('moves traffic to the other instance and loses or doubles no booking', async () => {
    const { cluster } = faults;
    const tally = new Tally();
    const pages = new Tally();
    const bookings: Booking[] = [];
    let killedAt = 0;
    const victim = cluster.instances.find((instance) => instance.name === 'site-1')!;

    const traveller = async (index: number) => {
      for (let round = 0; round < BOOKINGS_EACH; round += 1) {
        const journey = newTraveller(cluster.url, tally);
        // A page on the way (the islands' calls are the booking; navigations are GETs nginx may retry).
        const home = await newTraveller(cluster.url, pages).browser.page(round % 2 ? '/' : '/deals');
        pages.counter(`page.${home.status}`);
        // Different dates per traveller: a few seat maps, no contention to muddle the figures.
        const booking = await bookFlight(journey, 30 + (index % 3));
        bookings.push(booking);
        if (!killedAt && bookings.filter((done) => done.orderId).length >= KILL_AFTER) {
          killedAt = Date.now();
          victim.kill('SIGKILL');
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: TRAVELLERS }, (_, index) => traveller(index)));
    const seconds = (Date.now() - started) / 1000;

    const log = parseAccessLog(await readFile(cluster.accessLogPath, 'utf8'));
    // The public port's requests only (the site instances'), not the internal services port's.
    const sitePorts = cluster.instances.filter((i) => i.kind === 'site').map((i) => `127.0.0.1:${i.port}`);
    const afterKill = log.filter(
      (entry) =>
        entry.msec * 1000 >= killedAt && entry.upstreams.some((upstream) => sitePorts.includes(upstream)),
    );
    const victimAddress = `127.0.0.1:${victim.port}`;
    const movedOn = afterKill.filter(
      (entry) => entry.upstreams.length > 1 && entry.upstreams[0] === victimAddress,
    );
    const servedBySurvivor = afterKill.filter((entry) => entry.upstreams.at(-1) !== victimAddress).length;
    const booked = bookings.filter((booking) => booking.orderId);
    const failures = bookings.filter((booking) => booking.failure).map((booking) => booking.failure);
    const ledger = await readLedger(faults);
    // Each booking the traveller saw succeed has exactly one order, the one they were told of.
    const orderRows = await faults.query<{
      id: string;
      contact_email: string;
      status: string;
      payment: string | null;
    }>(
      `SELECT o.id, o.contact_email, o.status, p.status payment FROM orders o
         LEFT JOIN booking_payments p ON p.id = o.payment_id`,
    );
    const lost = booked.filter(
      (booking) =>
        orderRows.filter((row) => row.contact_email === booking.email && row.id === booking.orderId)
          .length !== 1,
    );
    // An order the traveller was never told of (its answer lost past every resend) is a lost booking too.
    const untold = orderRows.filter((row) => !booked.some((booking) => booking.orderId === row.id));

    console.log(
      `[fault 1: kill -9 site] ${bookings.length} bookings by ${TRAVELLERS} travellers in ${seconds.toFixed(1)} s; ` +
        `site-1 killed after ${KILL_AFTER} orders (${((killedAt - started) / 1000).toFixed(1)} s in)\n` +
        `  booked ${booked.length}, failed ${failures.length}${failures.length ? `: ${failures.join('; ')}` : ''}\n` +
        `  client statuses ${JSON.stringify(tally.with('status.'))}, resends ${JSON.stringify(tally.with('resend.'))}\n` +
        `  pages ${JSON.stringify(pages.with('page.'))}\n` +
        `  nginx after the kill: ${afterKill.length} site requests, ${servedBySurvivor} answered by site-2, ` +
        `${movedOn.length} moved from site-1 to site-2 by nginx\n` +
        `  database: orders ${JSON.stringify(ledger.ordersByStatus)}, payments ${JSON.stringify(ledger.paymentsByStatus)}, ` +
        `doubled ${ledger.doubledBookings}, lost ${lost.length}, untold ${untold.length}, ` +
        `captured without order ${ledger.capturedWithoutOrder}, card orders without capture ${ledger.cardOrdersWithoutCapture}`,
    );

    expect(killedAt, 'the kill happened during the traffic').toBeGreaterThan(0);
    expect(victim.pid(), 'site-1 is dead').toBeUndefined();
    // Navigations are GETs: nginx retries them on the survivor, so no traveller sees an error page.
    expect(pages.with('page.')).toEqual({ 'page.200': TRAVELLERS * BOOKINGS_EACH });
    expect(servedBySurvivor).toBeGreaterThan(0);
    // Nothing the traveller relies on went missing or happened twice.
    expect(lost).toEqual([]);
    expect(untold).toEqual([]);
    expect(ledger.doubledBookings).toBe(0);
    expect(ledger.capturedWithoutOrder).toBe(0);
    expect(ledger.cardOrdersWithoutCapture).toBe(0);
    expect(orderRows.every((row) => row.status === 'Ticketed' && row.payment === 'Captured')).toBe(true);
    // No order step ended in an error the traveller could not get past by resending.
    expect(failures.filter((failure) => failure?.startsWith('order'))).toEqual([]);
    // Most bookings went through despite the crash (only calls without a key in flight at the kill fail).
    expect(booked.length).toBeGreaterThanOrEqual(bookings.length - TRAVELLERS);
    expect(faults.exits(), 'only the killed instance exited').toEqual(['[site-1] exited (SIGKILL)']);
  });
});
