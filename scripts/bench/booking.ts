/**
 * `npm run bench:booking`: figures of the booking path, not a test (issue 10).
 * 1. In process on a fresh embedded PGlite: p95 of offer create + review, of the seat map and of order
 *    create (with its capture and ticketing), over ITERATIONS bookings one after another.
 * 2. On PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a fresh database is
 *    created beside it and dropped after): 50 travellers race for the last 10 seats of one flight, each
 *    booking a seat and submitting the order twice at once (a double click with two keys). Then the
 *    reconciler runs as if its time limits had passed, and the counts that must all be 0 are printed.
 * 3. After a build: the JavaScript the book and payment pages load (gzip), against the 150 KB budget.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reconcilePayments } from '../../src/services/orders/reconcile';
import { createPlatform, type Platform } from '../../src/services/platform/platform';
import { withScratchDatabase } from '../cluster/database';
import { BENCH_ENV, NO_CONTACT_LIMITS } from './bench-env';
import { bookingFlow } from './booking-flow';
import { p95, timed } from './timing';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const RACERS = 50;
const SEATS = 10;
const ENV = { ...BENCH_ENV, ...NO_CONTACT_LIMITS };

const depDate = (() => {
  const date = new Date(Date.now() + 30 * 86_400_000);
  return date.toISOString().slice(0, 10);
})();

async function inProcess(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ctg-bench-booking-'));
  const platform = await createPlatform({ ...ENV, DATA_DIR: dataDir, DATABASE_URL: '' });
  const flow = bookingFlow(platform);
  const offers: number[] = [];
  const maps: number[] = [];
  const orders: number[] = [];
  try {
    for (let run = 0; run < ITERATIONS; run += 1) {
      const token = await flow.guest();
      const found = await flow.findFlight(token, depDate);
      const offer = await timed(offers, async () => {
        const created = await flow.offerCreate(token, found);
        return flow.must(await flow.review(token, created.offerId), 'review');
      });
      await timed(maps, () => flow.seatMaps(token, offer.offerId));
      const { paymentId, total } = await flow.pay(token, offer);
      const order = await timed(orders, () => flow.orderCreate(token, offer, paymentId, total));
      if (flow.must(order, 'order').status !== 'Ticketed') throw new Error(`order ${order.data.status}`);
    }
  } finally {
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`in process (PGlite), ${ITERATIONS} bookings:`);
  console.log(`  offer create + review p95: ${p95(offers)}`);
  console.log(`  seat map p95:              ${p95(maps)}`);
  console.log(`  order create p95:          ${p95(orders)}`);
}

async function count(platform: Platform, sql: string): Promise<number> {
  const [row] = await platform.database.query<{ n: string | number }>(sql);
  return Number(row?.n ?? 0);
}

async function race(baseUrl: string): Promise<void> {
  await withScratchDatabase(baseUrl, `bench_booking_${process.pid}`, async (databaseUrl) => {
    const platform = await createPlatform({ ...ENV, DATABASE_URL: databaseUrl });
    try {
      await raceOn(platform);
    } finally {
      await platform.close();
    }
  });
}

async function raceOn(platform: Platform): Promise<void> {
  const flow = bookingFlow(platform);
  const first = await flow.guest();
  const target = await flow.findFlight(first, depDate);
  const flightNumber = target.itinerary.segments[0]!.flightNumber;
  const racers = await Promise.all(
    Array.from({ length: RACERS }, async () => {
      const token = await flow.guest();
      return {
        token,
        offer: await flow.offerCreate(token, await flow.findFlight(token, depDate, flightNumber)),
      };
    }),
  );
  const [map] = await flow.seatMaps(racers[0]!.token, racers[0]!.offer.offerId);
  const free = map!
    .seatMap!.rows.flatMap((row) => row.seats)
    .filter((seat) => seat.available && !seat.restrictions);
  const seats = free
    .slice(0, SEATS)
    .map((seat) => ({ flightKey: map!.flightKey, designator: seat.designator }));
  const started = performance.now();
  const outcomes = await Promise.all(
    racers.map(async ({ token, offer }, index) => {
      const held = await flow.review(token, offer.offerId, seats[index % SEATS]);
      if (held.status !== 200) return 'seat taken at review';
      const { paymentId, total } = await flow.pay(token, held.data);
      const submits = await Promise.all([
        flow.orderCreate(token, held.data, paymentId, total),
        flow.orderCreate(token, held.data, paymentId, total),
      ]);
      return submits.some((answer) => answer.status === 201 && answer.data.status === 'Ticketed')
        ? 'booked'
        : `not booked (${submits.map((answer) => answer.status).join('/')})`;
    }),
  );
  const raceMs = performance.now() - started;
  // The reconciler, as if every time limit had passed: what no order took is voided.
  await reconcilePayments({ ...platform, clock: { now: () => new Date(Date.now() + 3_600_000) } });

  const tally = new Map<string, number>();
  for (const outcome of outcomes) tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
  const doubleSold = await count(
    platform,
    `SELECT count(*) AS n FROM (
       SELECT seat->>'flightKey', seat->>'designator' FROM orders, jsonb_array_elements(ancillaries->'seats') seat
       WHERE status NOT IN ('Released', 'Failed') GROUP BY 1, 2 HAVING count(*) > 1) twice`,
  );
  const ordersWithoutPayment = await count(
    platform,
    `SELECT count(*) AS n FROM orders o LEFT JOIN booking_payments p ON p.id = o.payment_id
     WHERE o.payment_mode = 'MintPayment' AND (p.id IS NULL OR p.status <> 'Captured' OR p.order_id <> o.id)`,
  );
  const paymentsWithoutOrder = await count(
    platform,
    `SELECT count(*) AS n FROM payment_gateway_authorisations a
     LEFT JOIN booking_payments p ON p.id = a.reference LEFT JOIN orders o ON o.id = p.order_id
     WHERE a.status IN ('approved', 'captured') AND o.id IS NULL`,
  );
  const sold = await count(platform, `SELECT count(*) AS n FROM flight_seat_holds WHERE status = 'sold'`);
  console.log(
    `PostgreSQL race: ${RACERS} travellers for the last ${SEATS} seats of ${flightNumber} (${(raceMs / 1000).toFixed(1)} s):`,
  );
  console.log(
    `  outcomes: ${[...tally].map(([what, n]) => `${what} ×${n}`).join(', ')}; seats sold: ${sold}`,
  );
  console.log(`  double-sold seats:        ${doubleSold}`);
  console.log(`  orders without payment:   ${ordersWithoutPayment}`);
  console.log(`  payments without order:   ${paymentsWithoutOrder}`);
}

await inProcess();
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
await race(url).catch((error: unknown) => {
  console.log(
    `PostgreSQL race skipped: ${error instanceof Error ? error.message : String(error)} (set DATABASE_URL)`,
  );
});

// The booking pages' JavaScript at load (issue 10: the book page within 150 KB gzip), on the built site.
const { kilobytes, measureOnBuiltSite, pageScriptBytes } = await import('./page-script-bytes');
await measureOnBuiltSite('Booking pages JavaScript', async (site) => {
  for (const [name, path, budget] of [
    ['book', '/flight/book', 150],
    ['payment', '/flight/payment', 150],
  ] as const) {
    const weight = await pageScriptBytes(site, path, 'dist/client');
    console.log(
      `Page JavaScript, ${name}: ${kilobytes(weight.level9)} gzip -9 (${kilobytes(weight.brotli)} Brotli as sent) in ${weight.files} files at load, budget ${budget} KB; inline scripts ${kilobytes(weight.inline)}`,
    );
  }
});
