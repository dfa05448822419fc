import { describe, expect, it } from 'vitest';
import { newKey } from './booking-test-kit';
import { openExtrasKit } from './order-extras-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Extras after booking under concurrency (ADR 027). Two travellers of two bookings buy the same seat
 * at the same moment: both pass the checks before paying, both cards are authorised, and the seat's
 * primary key in flight_seat_holds lets one transaction sell it; the other rolls back whole (no bag,
 * no purchase) and its authorisation is voided, so nothing is charged. On PGlite (one connection) the
 * transactions queue; with DATABASE_URL they run at once on a PostgreSQL pool.
 */

const k = openPerFile(openExtrasKit, (opened) => opened.t.close());

describe(onDatabase('two travellers buying the same seat at once'), () => {
  it('sells the seat to exactly one; the other gets 409 naming it and is charged nothing', async () => {
    const first = await k.flightOrder('Refundable');
    const second = await k.flightOrder('Refundable');
    const selection = k.selectionOf(await k.optionsOk(first.token, { orderId: first.order.orderId }));
    const seat = selection.seats[0]!;
    const bodies = await Promise.all([
      k.purchaseBody(first.token, first.order.orderId, selection),
      k.purchaseBody(second.token, second.order.orderId, selection),
    ]);
    const answers = await Promise.all([
      k.purchase(first.token, bodies[0]!),
      k.purchase(second.token, bodies[1]!),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, answers.map((a) => a.json.message).join(' / ')).toEqual([201, 409]);
    const loserIndex = answers.findIndex((answer) => answer.status === 409);
    const loser = [first, second][loserIndex]!;
    const winner = [first, second][1 - loserIndex]!;
    expect(answers[loserIndex]!.json.message).toBe(
      `Seat ${seat.designator} on ${seat.flightKey.split('-')[0]} is no longer available`,
    );

    const holders = await k.platform.database.query<{ order_id: string }>(
      `SELECT order_id FROM flight_seat_holds WHERE flight_key = $1 AND designator = $2`,
      [seat.flightKey, seat.designator],
    );
    expect(holders).toEqual([{ order_id: winner.order.orderId }]);
    const loserAuths = await k.extrasAuthorisations(loser.order.orderId);
    // Authorised and then voided when it lost inside the transaction; none when it lost at the check.
    expect(loserAuths.every((auth) => auth.status === 'voided' && auth.captured === null)).toBe(true);
    console.log(
      `[extras seat race ${onDatabase('')}] 201 + 409; the loser's card: ${loserAuths.length} authorisation(s), voided`,
    );
    expect((await k.extrasAuthorisations(winner.order.orderId)).map((auth) => auth.status)).toEqual([
      'captured',
    ]);
    const after = await k.optionsOk(loser.token, { orderId: loser.order.orderId });
    expect(after.purchases).toEqual([]);
    expect(after.journeys[0]!.bags[0]!.currentKg).toBeNull();
  });

  it('makes one purchase and one capture from four identical requests under one key', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const selection = k.selectionOf(await k.optionsOk(token, { orderId: order.orderId }), 1);
    const body = await k.purchaseBody(token, order.orderId, selection);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => k.purchase(token, body, key)));
    for (const answer of answers) expect([200, 201], answer.json.message).toContain(answer.status);
    expect(new Set(answers.map((answer) => answer.json.data.purchaseId)).size).toBe(1);
    expect(await k.extrasAuthorisations(order.orderId)).toEqual([
      { status: 'captured', captured: body.confirmedTotalCents, amount: body.confirmedTotalCents },
    ]);
  });
});
