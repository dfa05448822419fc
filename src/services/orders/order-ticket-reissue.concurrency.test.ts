import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import type { OrderChange } from '../../shared/contracts/order-change';
import { newKey } from './booking-test-kit';
import { openChangeKit } from './order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Tickets re-issued under concurrency (ADR 026 amended 2026-11-28): the same quote confirmed by two
 * calls at once under different keys. On PGlite the transactions queue; with DATABASE_URL set they
 * race on a PostgreSQL pool, where the order row's lock decides. One change, one re-issue per passenger.
 */

const k = openPerFile(openChangeKit, (opened) => opened.t.close());

describe(onDatabase('one change confirmed twice at once'), () => {
  it('re-issues each ticket once: one answer is the change, the other its replay', async () => {
    const { token, order } = await k.flightOrder('Refundable', 2);
    const before = (await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token)).json.data;
    const { quoted } = await k.quoteFreeChange(token, order.orderId);
    const body = { orderId: order.orderId, quoteId: quoted.json.data.quoteId, confirmedTotalCents: 0 };
    const answers = await Promise.all(
      [newKey(), newKey()].map((key) =>
        k.post<OrderChange>('/Order/Change', body, token, { 'Idempotency-Key': key }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.json.data.changeId).toBe(answers[1]!.json.data.changeId);

    const rows = await k.platform.database.query<{ traveler: string; old: string; new: string }>(
      `SELECT traveler_id AS traveler, old_ticket_number AS old, new_ticket_number AS new
         FROM order_ticket_reissues WHERE order_id = $1 ORDER BY traveler_id`,
      [order.orderId],
    );
    expect(rows).toHaveLength(before.passengers.length);
    expect(before.passengers.length).toBe(2);
    const after = (await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token)).json.data;
    for (const passenger of before.passengers) {
      const row = rows.find((item) => item.traveler === passenger.travelerId)!;
      expect(row.old).toBe(passenger.ticketNumber);
      expect(after.passengers.find((p) => p.travelerId === passenger.travelerId)!.ticketNumber).toBe(row.new);
    }
  });
});
