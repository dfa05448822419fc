import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import type { ExtrasSelection } from '../../shared/contracts/order-extras';
import { newKey } from './booking-test-kit';
import { openReseatKit } from './order-reseat-test-kit';
import { openPerFile } from '../test-kits/per-file';

/**
 * Choosing a seat again after a date change (issue 23, ADR 027 amended 2026-11-28): the seat paid for
 * on the moved journey is a credit taken once by the next seat of that traveller on the new flights.
 */

const k = openPerFile(openReseatKit, (opened) => opened.t.close());

const creditRows = (orderId: string) =>
  k.platform.database.query<{ amount: number; applied: number | null; used: boolean }>(
    `SELECT amount_cents AS amount, applied_cents AS applied, purchase_id IS NOT NULL AS used
       FROM order_seat_credits WHERE order_id = $1`,
    [orderId],
  );

describe('a seat paid for before a date change', () => {
  it('is offered again on the new flight with its price as a credit; a seat up to it costs nothing and asks for no card', async () => {
    const { token, order, paidCents, change } = await k.changedWithPaidSeat();
    expect(change.seatsReleased).toBe(1);
    const after = await k.optionsOk(token, { orderId: order.orderId });
    const newFlight = after.journeys[0]!.flights[0]!;
    expect(after.seatCredits).toEqual([
      {
        travelerId: 'T1',
        journeyIndex: 0,
        creditCents: paidCents,
        flights: [
          { flightKey: newFlight.flightKey, flightNumber: newFlight.flightNumber, open: true, seat: null },
        ],
      },
    ]);
    const covered = k
      .unrestricted(newFlight.freeSeats)
      .filter((seat) => seat.priceCents > 0 && seat.priceCents <= paidCents)[0]!;
    const selection: ExtrasSelection = {
      bags: [],
      seats: [{ travelerId: 'T1', flightKey: newFlight.flightKey, designator: covered.designator }],
    };
    const quoted = await k.optionsOk(token, { orderId: order.orderId, selection });
    expect(quoted.quote!.totalCents).toBe(0);
    expect(quoted.quote!.credits).toEqual([
      {
        ...selection.seats[0],
        priceCents: covered.priceCents,
        creditCents: covered.priceCents,
        chargedCents: 0,
      },
    ]);
    expect(quoted.quote!.byScheme.every((row) => row.totalWithSurchargeCents === 0)).toBe(true);

    const key = newKey();
    const body = { orderId: order.orderId, ...selection, confirmedTotalCents: 0 };
    const bought = await k.purchase(token, body, key);
    expect(bought.status, bought.json.message).toBe(201);
    expect(bought.json.data).toMatchObject({ status: 'Paid', amountCents: 0, scheme: null });
    const replayed = await k.purchase(token, body, key);
    expect([replayed.status, replayed.json.data.purchaseId]).toEqual([200, bought.json.data.purchaseId]);
    // One card payment only: the seat bought before the change.
    expect((await k.extrasAuthorisations(order.orderId)).length).toBe(1);
    expect(await creditRows(order.orderId)).toEqual([
      { amount: paidCents, applied: covered.priceCents, used: true },
    ]);
    const retrieved = await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token);
    expect(retrieved.json.data.ancillaries.seats).toEqual(selection.seats);
    expect((await k.optionsOk(token, { orderId: order.orderId })).seatCredits).toEqual([]);

    // Used once: a seat on the same journey for the same traveller is now priced in full.
    const again = await k.options(token, { orderId: order.orderId, selection });
    expect(again.status).toBe(400);
  });

  it('charges only the difference for a dearer seat', async () => {
    const { token, order, paidCents } = await k.changedWithPaidSeat(40);
    const flight = (await k.optionsOk(token, { orderId: order.orderId })).journeys[0]!.flights[0]!;
    const dearer = k.unrestricted(flight.freeSeats).filter((seat) => seat.priceCents > paidCents)[0];
    expect(dearer, 'a seat dearer than the one paid for').toBeDefined();
    const selection: ExtrasSelection = {
      bags: [],
      seats: [{ travelerId: 'T1', flightKey: flight.flightKey, designator: dearer!.designator }],
    };
    const quoted = await k.optionsOk(token, { orderId: order.orderId, selection });
    expect(quoted.quote!.totalCents).toBe(dearer!.priceCents - paidCents);
    const body = await k.purchaseBody(token, order.orderId, selection);
    const bought = await k.purchase(token, body);
    expect(bought.status, bought.json.message).toBe(201);
    const auths = await k.extrasAuthorisations(order.orderId);
    expect(auths[auths.length - 1]).toEqual({
      status: 'captured',
      captured: body.confirmedTotalCents,
      amount: body.confirmedTotalCents,
    });
    expect(bought.json.data.lines[0]!.amountCents).toBe(dearer!.priceCents - paidCents);
  });

  it('refuses a seat someone else took with 409 naming it, and keeps the credit', async () => {
    const { token, order, paidCents } = await k.changedWithPaidSeat();
    const flight = (await k.optionsOk(token, { orderId: order.orderId })).journeys[0]!.flights[0]!;
    const seat = {
      travelerId: 'T1',
      flightKey: flight.flightKey,
      designator: k.unrestricted(flight.freeSeats)[0]!.designator,
    };
    const other = await k.flightOrder('Refundable');
    await k.platform.database.query(
      `INSERT INTO flight_seat_holds (flight_key, designator, offer_id, traveler_id, status, order_id)
         SELECT $1, $2, offer_id, 'T1', 'sold', id FROM orders WHERE id = $3`,
      [seat.flightKey, seat.designator, other.order.orderId],
    );
    const taken = await k.purchase(token, {
      orderId: order.orderId,
      bags: [],
      seats: [seat],
      confirmedTotalCents: 0,
    });
    expect([taken.status, taken.json.message]).toEqual([
      409,
      `Seat ${seat.designator} on ${flight.flightNumber} is no longer available`,
    ]);
    expect(await creditRows(order.orderId)).toEqual([{ amount: paidCents, applied: null, used: false }]);
  });

  it('refunds nothing extra on a cancel: the seat paid before once, the free re-selection nothing', async () => {
    const { token, order, paidCents } = await k.changedWithPaidSeat();
    const flight = (await k.optionsOk(token, { orderId: order.orderId })).journeys[0]!.flights[0]!;
    const covered = k.unrestricted(flight.freeSeats).filter((seat) => seat.priceCents <= paidCents)[0]!;
    const seats = [{ travelerId: 'T1', flightKey: flight.flightKey, designator: covered.designator }];
    const before = await k.quote('flight', token, { orderId: order.orderId });
    const bought = await k.purchase(token, {
      orderId: order.orderId,
      bags: [],
      seats,
      confirmedTotalCents: 0,
    });
    expect(bought.status, bought.json.message).toBe(201);
    const quote = await k.quote('flight', token, { orderId: order.orderId });
    expect(quote.json.data.refundCents).toBe(before.json.data.refundCents);
    const seatLines = quote.json.data.lines.filter((line) => line.kind === 'seat');
    expect(seatLines.map((line) => line.paidCents).sort((a, b) => b - a)).toEqual([paidCents, 0]);
    expect(seatLines.reduce((sum, line) => sum + line.refundCents, 0)).toBe(paidCents);
  });
});
