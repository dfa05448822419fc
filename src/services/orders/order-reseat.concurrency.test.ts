import { describe, expect, it } from 'vitest';
import { ORDER_EXTRAS_MESSAGES } from '../../shared/contracts/order-extras';
import { SEAT_CREDIT_MESSAGES } from '../../shared/contracts/seat-credit';
import { newKey } from './booking-test-kit';
import { openReseatKit } from './order-reseat-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Choosing a seat again after a date change, twice at once (ADR 027 amended 2026-11-28): two
 * re-selections of the same traveller and journey with their own keys both price the seat credit and
 * owe nothing; the order row lock puts them in line, the first takes the credit and its seat, the
 * second finds the credit used (409) and rolls back whole. On PGlite (one connection) the transactions
 * queue; with DATABASE_URL they run at once on a PostgreSQL pool.
 */

const k = openPerFile(openReseatKit, (opened) => opened.t.close());

const rows = <T>(sql: string, params: unknown[]) => k.platform.database.query<T>(sql, params);

describe(onDatabase('two re-selections of one traveller and journey at once'), () => {
  it('lets one take the credit and a seat; the other is refused and changes nothing', async () => {
    const { token, order, paidCents } = await k.changedWithPaidSeat();
    const flight = (await k.optionsOk(token, { orderId: order.orderId })).journeys[0]!.flights[0]!;
    const [a, b] = k.unrestricted(flight.freeSeats).filter((seat) => seat.priceCents <= paidCents);
    const bodies = [a!, b!].map((seat) => ({
      orderId: order.orderId,
      bags: [],
      seats: [{ travelerId: 'T1', flightKey: flight.flightKey, designator: seat.designator }],
      confirmedTotalCents: 0,
    }));
    for (const body of bodies)
      expect((await k.optionsOk(token, { orderId: order.orderId, selection: body })).quote!.totalCents).toBe(
        0,
      );
    const soldBefore = await k.cabinOf(flight.flightKey);

    const answers = await Promise.all(bodies.map((body) => k.purchase(token, body, newKey())));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      answers.map((a) => a.json.message).join(' / '),
    ).toHaveLength(1);
    const winner = answers.find((answer) => answer.status === 201)!.json.data;
    const loser = answers.find((answer) => answer.status !== 201)!;
    // Inside the transaction the loser finds the credit used (409). When it priced the seat after the
    // winner committed, the credit is gone and the seat costs money again: the total it confirmed (0) is
    // no longer the price (409). When the whole request ran after the winner's (PGlite queues whole
    // requests), it finds T1 seated on the flight already (400).
    expect([
      [409, SEAT_CREDIT_MESSAGES.used],
      [409, ORDER_EXTRAS_MESSAGES.priceChanged],
      [400, 'Traveller T1 can have one seat per flight'],
    ]).toContainEqual([loser.status, loser.json.message]);

    const credits = await rows<{ purchase_id: string; applied_cents: number }>(
      `SELECT purchase_id, applied_cents FROM order_seat_credits WHERE order_id = $1`,
      [order.orderId],
    );
    expect(credits).toEqual([{ purchase_id: winner.purchaseId, applied_cents: a!.priceCents }]);
    const seats = await rows<{ designator: string }>(
      `SELECT designator FROM flight_seat_holds WHERE order_id = $1 AND flight_key = $2`,
      [order.orderId, flight.flightKey],
    );
    expect(seats).toHaveLength(1);
    const purchases = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_extra_purchases WHERE order_id = $1`,
      [order.orderId],
    );
    // The seat paid for before the change, and the winner's re-selection.
    expect(purchases[0]!.n).toBe(2);
    // A seat choice moves no cabin place: the traveller was counted on the flight already.
    expect(await k.cabinOf(flight.flightKey)).toEqual(soldBefore);
    console.log(
      `[re-seat race ${onDatabase('')}] 201 + ${loser.status}; credit used once; 1 seat on ${flight.flightNumber}`,
    );
  });

  // Eight copies, not two: a copy that looks up the key before the first commits and prices the seat
  // after it (the credit gone) must still answer the first purchase. Two copies rarely hit that window.
  it('makes one purchase from eight identical re-selections under one key', async () => {
    const { token, order, paidCents } = await k.changedWithPaidSeat();
    const { body } = await k.reselection(token, order.orderId, (seats) =>
      seats.find((item) => item.priceCents <= paidCents),
    );
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => k.purchase(token, body, key)));
    for (const answer of answers) expect([200, 201], answer.json.message).toContain(answer.status);
    expect(new Set(answers.map((answer) => answer.json.data.purchaseId)).size).toBe(1);
    const used = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_seat_credits WHERE order_id = $1 AND purchase_id IS NOT NULL`,
      [order.orderId],
    );
    expect(used[0]!.n).toBe(1);
  });
});
