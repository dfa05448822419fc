/**
 * `npm run bench:after-booking`: figures of what a traveller does after paying (issue 23), not a test.
 * In process on a fresh embedded PGlite, ITERATIONS bookings one after another (SYD-MEL, the most
 * flexible brand, paid by card), each then: the cancel quote, the change options of the booked day, a
 * change quote and the change (the first option, its fee and any difference paid by card), and the
 * cancellation of the changed order with its refund. Prints the p95 and median of each call.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CancellationQuote } from '../../src/shared/contracts/order-cancel';
import type { ChangeOptions, ChangeQuote } from '../../src/shared/contracts/order-change';
import { createPlatform } from '../../src/services/platform/platform';
import { BENCH_ENV, NO_CONTACT_LIMITS } from './bench-env';
import { bookingFlow } from './booking-flow';
import { p95, timed } from './timing';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const ENV = { ...BENCH_ENV, ...NO_CONTACT_LIMITS };

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ctg-bench-after-'));
  const platform = await createPlatform({ ...ENV, DATA_DIR: dataDir, DATABASE_URL: '' });
  const flow = bookingFlow(platform);
  const samples = { cancelQuote: [], options: [], changeQuote: [], change: [], cancel: [] } as Record<
    string,
    number[]
  >;
  let key = 0;
  const idempotent = () => ({ 'Idempotency-Key': `bench-after-${process.pid}-${(key += 1)}` });
  try {
    for (let run = 0; run < ITERATIONS; run += 1) {
      const token = await flow.guest();
      const found = await flow.findFlight(token, dayAhead(30));
      const flexible = found.itinerary.brands.at(-1)!.brandIndex;
      const offer = flow.must(
        await flow.review(token, (await flow.offerCreate(token, found, flexible)).offerId),
        'review',
      );
      const { paymentId, total } = await flow.pay(token, offer);
      const order = flow.must(await flow.orderCreate(token, offer, paymentId, total), 'order');
      const orderId = order.orderId;
      await timed(samples.cancelQuote!, () =>
        flow.booking<CancellationQuote>('/Order/CancelQuote', { orderId }, token),
      );
      const listed = await timed(samples.options!, () =>
        flow.booking<ChangeOptions>(
          '/Order/ChangeOptions',
          { orderId, journeyIndex: 0, date: dayAhead(30) },
          token,
        ),
      );
      const option = flow.must(listed, 'change options').options[0]!;
      const quoted = await timed(samples.changeQuote!, () =>
        flow.booking<ChangeQuote>(
          '/Order/ChangeQuote',
          { orderId, journeyIndex: 0, flightKeys: option.flightKeys },
          token,
        ),
      );
      const {
        quoteId,
        option: { figures },
      } = flow.must(quoted, 'change quote');
      const card = figures.totalCents > 0 ? { cardToken: await flow.tokenise(), scheme: 'visa' } : {};
      const changed = await timed(samples.change!, () =>
        flow.booking(
          '/Order/Change',
          { orderId, quoteId, confirmedTotalCents: figures.totalCents, ...card },
          token,
          idempotent(),
        ),
      );
      flow.must(changed, 'change');
      const quote = flow.must(
        await flow.booking<CancellationQuote>('/Order/CancelQuote', { orderId }, token),
        'quote',
      );
      const cancelled = await timed(samples.cancel!, () =>
        flow.booking(
          '/Order/Cancel',
          { orderId, confirmedRefundCents: quote.refundCents },
          token,
          idempotent(),
        ),
      );
      flow.must(cancelled, 'cancel');
    }
  } finally {
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`in process (PGlite), ${ITERATIONS} bookings, each quoted, changed and cancelled:`);
  console.log(`  cancel quote p95:    ${p95(samples.cancelQuote!)}`);
  console.log(`  change options p95:  ${p95(samples.options!)}`);
  console.log(`  change quote p95:    ${p95(samples.changeQuote!)}`);
  console.log(`  change p95:          ${p95(samples.change!)}`);
  console.log(`  cancel + refund p95: ${p95(samples.cancel!)}`);
}

await main();
