/**
 * `npm run bench:sale-probes`: issue 21's attack probes on the sale, rerun in process on a fresh PGlite
 * with the default limits and no exempt address (figures, not a test). The clock stands on 21 Nov 2026,
 * when VA431 SYD–MEL on 25 Jan 2027 has 12 Business seats, 6 of them free (the attack's flight).
 * 1. Travellers one client address puts on that flight: 107 one-traveller bookings tried, each from a
 *    fresh guest session, paid by card (the attack ticketed 18 and booked 107).
 * 2. Seats one client address holds unpaid: open offers (20 minutes), then invoice orders (72 hours)
 *    under fresh emails, on a fresh copy of the flight each.
 * Card testing (authorisations per minute per address) has its own bench: `npm run bench:card-testing`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Offer } from '../../src/shared/contracts/offer';
import { createMemoryCache } from '../../src/services/platform/cache';
import { createManualClock } from '../../src/services/platform/clock';
import { createPlatform, type Platform } from '../../src/services/platform/platform';
import { offerCreateBody, orderCreateBody, searchBody } from '../shared/booking-driver';
import { BENCH_ENV, NO_EXEMPT_ADDRESSES } from './bench-env';
import { BENCH_PASSENGER, bookingFlow } from './booking-flow';

const ATTACKER = '203.0.113.77';
const ENV = { ...BENCH_ENV, ...NO_EXEMPT_ADDRESSES };

async function probe(platform: Platform) {
  const flow = bookingFlow(platform);
  const from = { 'X-Client-Ip': ATTACKER };
  const tally = new Map<string, number>();
  const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);

  /** One traveller's OfferCreate for VA431 Business, from the attacker's address. */
  const offerOn = async (flight: string) => {
    const guest = await flow.guest();
    const search = flow.must(
      await flow.send<{ shoppingRspId: string }>(
        '/svc/booking/AirShopping/Search',
        searchBody({ depDate: '2027-01-25', cabinClass: 'Business', withEmptyTypes: false }),
        { Authorization: `Bearer ${guest}`, ...from },
      ),
      'search',
    );
    // The attacker holds the itinerary id from an early search: it asks for the flight whatever
    // search answers now (the engine's session still knows it).
    const id = itineraryOf.get(flight) ?? (await firstItinerary(guest, search.shoppingRspId, flight));
    if (!id) return { guest, status: 404, offer: undefined };
    const answer = await flow.send<Offer>(
      '/svc/booking/Offer/OfferCreate',
      offerCreateBody(search.shoppingRspId, { pricedItineraryId: id.id, brandIndex: id.brand }),
      { Authorization: `Bearer ${guest}`, ...from },
    );
    return {
      guest,
      status: answer.status,
      offer: answer.status === 200 ? answer.data : undefined,
      message: answer.message,
    };
  };
  const itineraryOf = new Map<string, { id: string; brand: number }>();
  const firstItinerary = async (guest: string, shoppingRspId: string, flight: string) => {
    const page = flow.must(
      await flow.send<{
        journey: {
          itineraries: Array<{
            pricedItineraryId: string;
            stops: number;
            segments: Array<{ flightNumber: string }>;
            brands: Array<{ brandIndex: number }>;
          }>;
        };
      }>(
        '/svc/booking/AirShopping/GetResult',
        { shoppingRspId, pageSize: 200 },
        { Authorization: `Bearer ${guest}`, ...from },
      ),
      'results',
    );
    const found = page.journey.itineraries.find(
      (item) => item.stops === 0 && item.segments[0]!.flightNumber === flight,
    );
    if (!found) return undefined;
    const id = { id: found.pricedItineraryId, brand: found.brands[0]!.brandIndex };
    itineraryOf.set(flight, id);
    return id;
  };
  return { flow, from, tally, count, offerOn };
}

async function travellersOnOneFlight(platform: Platform): Promise<void> {
  const { flow, tally, count, offerOn } = await probe(platform);
  let ticketed = 0;
  for (let attempt = 0; attempt < 107; attempt += 1) {
    const made = await offerOn('VA431');
    if (!made.offer) {
      count(`offer ${made.status} ${(made.message ?? 'not in the results').slice(0, 60)}`);
      continue;
    }
    const { paymentId, total } = await flow.pay(made.guest, made.offer);
    const order = await flow.orderCreate(made.guest, made.offer, paymentId, total);
    if (order.status === 201) ticketed += 1;
    else count(`order ${order.status} ${order.message.slice(0, 60)}`);
  }
  console.log(`1. travellers one address put on VA431 (107 tried, each paid by card): ${ticketed}`);
  for (const [what, n] of tally) console.log(`   refused: ${what}… × ${n}`);
}

async function seatsHeldUnpaid(platform: Platform): Promise<void> {
  const { flow, from, tally, count, offerOn } = await probe(platform);
  let offered = 0;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const made = await offerOn('VA431');
    if (made.offer) offered += 1;
    else count(`offer ${made.status} ${(made.message ?? 'not in the results').slice(0, 60)}`);
  }
  console.log(`2a. seats one address holds in open offers on VA431 (20 tried): ${offered} (for 20 minutes)`);
  for (const [what, n] of tally) console.log(`   refused: ${what}… × ${n}`);
  tally.clear();
  // The offers lapse; then invoice orders, each under a fresh email and session.
  (platform.clock as ReturnType<typeof createManualClock>).advance(21 * 60_000);
  let held = 0;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const made = await offerOn('VA431');
    if (!made.offer) {
      count(`offer ${made.status} ${(made.message ?? '').slice(0, 60)}`);
      continue;
    }
    const answer = await flow.send(
      '/svc/booking/Order/OrderCreate',
      invoiceBody(made.offer, `holder.${attempt}@example.com`),
      { Authorization: `Bearer ${made.guest}`, 'Idempotency-Key': `probe-${attempt}-${Date.now()}`, ...from },
    );
    if (answer.status === 201) held += 1;
    else count(`invoice ${answer.status} ${answer.message.slice(0, 70)}`);
  }
  console.log(
    `2b. seats one address holds unpaid by invoice on VA431 (20 tried, fresh emails): ${held} (until the pay-by date)`,
  );
  for (const [what, n] of tally) console.log(`   refused: ${what}… × ${n}`);
}

function invoiceBody(offer: Offer, email: string) {
  return orderCreateBody({
    offerId: offer.offerId,
    email,
    totalCents: offer.totalCents,
    passenger: { ...BENCH_PASSENGER, firstName: 'Probe', lastName: 'Holder' },
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ctg-bench-sale-probes-'));
  try {
    for (const [name, run] of [
      ['tickets', travellersOnOneFlight],
      ['holds', seatsHeldUnpaid],
    ] as const) {
      const clock = createManualClock(new Date('2026-11-21T00:00:00Z'));
      const platform = await createPlatform(
        { ...ENV, DATA_DIR: join(dataDir, name), DATABASE_URL: '' },
        { clock, cache: createMemoryCache(() => clock.now().getTime()) },
      );
      const started = performance.now();
      await run(platform);
      console.log(`   (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      await platform.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
