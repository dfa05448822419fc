import { describe, expect, it } from 'vitest';
import type {
  ChangeOption,
  ChangeOptions,
  ChangeQuote,
  OrderChange,
} from '../../shared/contracts/order-change';
import { newKey } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Date changes under concurrency (ADR 026): two changes of one order to different flights at once.
 * On PGlite (one connection) the transactions queue; with DATABASE_URL set they run concurrently on a
 * PostgreSQL pool, where the order row's lock decides. Exactly one wins; the cabin counters move once.
 */

const k = openPerFile(openCancelKit, (opened) => opened.t.close());

async function freeOptions(token: string, orderId: string, wanted: number): Promise<ChangeOption[]> {
  const found: ChangeOption[] = [];
  for (const date of ['2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20', '2026-12-21']) {
    const listed = await k.post<ChangeOptions>(
      '/Order/ChangeOptions',
      { orderId, journeyIndex: 0, date },
      token,
    );
    found.push(...listed.json.data.options.filter((option) => option.figures.totalCents === 0));
    if (found.length >= wanted) return found.slice(0, wanted);
  }
  throw new Error('not enough options with nothing to pay');
}

describe(onDatabase('concurrent changes of one order'), () => {
  it('two changes to different flights at once: one wins, the other is refused, counts exact', async () => {
    const { token, offer, order } = await k.flightOrder('Refundable', 2);
    const [first, second] = await freeOptions(token, order.orderId, 2);
    const quotes = await Promise.all(
      [first!, second!].map(
        async (option) =>
          (
            await k.post<ChangeQuote>(
              '/Order/ChangeQuote',
              { orderId: order.orderId, journeyIndex: 0, flightKeys: option.flightKeys },
              token,
            )
          ).json.data,
      ),
    );
    const oldFlight = offer.journeys[0]!.flightKeys[0]!;
    const flights = [first!, second!].map((option) => option.flightKeys[0]!);
    const before = await Promise.all([oldFlight, ...flights].map((key) => k.cabinOf(key)));

    const answers = await Promise.all(
      quotes.map((quote) =>
        k.post<OrderChange>(
          '/Order/Change',
          { orderId: order.orderId, quoteId: quote.quoteId, confirmedTotalCents: 0 },
          token,
          { 'Idempotency-Key': newKey() },
        ),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 201);
    expect(winners, JSON.stringify(answers.map((a) => a.json.message))).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== 201)!;
    expect(loser.status).toBe(409);
    const won = answers.indexOf(winners[0]!);

    const after = await Promise.all([oldFlight, ...flights].map((key) => k.cabinOf(key)));
    expect(after[0]!.sold).toBe(before[0]!.sold - 2);
    expect(after[0]!.claimed).toBe(before[0]!.claimed - 2);
    expect(after[1 + won]).toMatchObject({
      sold: before[1 + won]!.sold + 2,
      held: before[1 + won]!.held - 2,
    });
    const lost = 1 - won;
    // The losing quote keeps its hold until it lapses, and sells nothing.
    expect(after[1 + lost]).toMatchObject({ sold: before[1 + lost]!.sold, held: before[1 + lost]!.held });
    for (const cabin of after) expect(cabin!.sold + cabin!.held).toBe(cabin!.claimed);
    expect(
      await k.count(`SELECT count(*) AS n FROM order_changes WHERE order_id = $1 AND status = 'Completed'`, [
        order.orderId,
      ]),
    ).toBe(1);
  });
});
