/**
 * Helpers of the seat re-selection tests (ADR 027 amended 2026-11-28): the extras kit's ticketed orders,
 * a seat paid for by card after booking, and a date change of journey 0 with nothing to pay.
 */
import { expect } from 'vitest';
import type { ExtrasOptions } from '../../shared/contracts/order-extras';
import type {
  ChangeOption,
  ChangeOptions,
  ChangeQuote,
  OrderChange,
} from '../../shared/contracts/order-change';
import { newKey } from './booking-test-kit';
import { openExtrasKit } from './order-extras-test-kit';

type FreeSeat = ExtrasOptions['journeys'][number]['flights'][number]['freeSeats'][number];

export async function openReseatKit() {
  const k = await openExtrasKit();
  const post = k.post;

  async function freeOption(token: string, orderId: string): Promise<ChangeOption> {
    for (const date of ['2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20']) {
      const found = await post<ChangeOptions>(
        '/Order/ChangeOptions',
        { orderId, journeyIndex: 0, date },
        token,
      );
      expect(found.status, found.json.message).toBe(200);
      const option = found.json.data.options.find((item) => item.figures.totalCents === 0);
      if (option) return option;
    }
    throw new Error('no option with nothing to pay');
  }

  /** Moves journey 0 to the first flight with nothing to pay; the change as answered. */
  async function changeDate(token: string, orderId: string): Promise<OrderChange> {
    const option = await freeOption(token, orderId);
    const quoted = await post<ChangeQuote>(
      '/Order/ChangeQuote',
      { orderId, journeyIndex: 0, flightKeys: option.flightKeys },
      token,
    );
    expect(quoted.status, quoted.json.message).toBe(200);
    const changed = await post<OrderChange>(
      '/Order/Change',
      { orderId, quoteId: quoted.json.data.quoteId, confirmedTotalCents: 0 },
      token,
      { 'Idempotency-Key': newKey() },
    );
    expect(changed.status, changed.json.message).toBe(201);
    return changed.json.data;
  }

  const unrestricted = (seats: FreeSeat[]) => seats.filter((seat) => seat.restrictions.length === 0);

  /**
   * Gives the brand of journey 0 of a stored offer a seat fee. The reference inventory sells seats only
   * on its Economy Saver brand, whose fare cannot be changed; airlines also charge for seats on fares
   * that can, which is the case this feature is for.
   */
  const giveSeatFee = (offerId: string, feeDollars: number) =>
    k.platform.database.query(
      `UPDATE flight_offers SET data = jsonb_set(data, '{journeys,0,brand,seatSelection}', $2::jsonb)
         WHERE id = $1`,
      [offerId, JSON.stringify({ included: false, fee: feeDollars })],
    );

  const offerOfOrder = async (orderId: string) =>
    (
      await k.platform.database.query<{ offer_id: string }>(`SELECT offer_id FROM orders WHERE id = $1`, [
        orderId,
      ])
    )[0]!.offer_id;

  /**
   * A ticketed order whose T1 bought a standard seat of flight 1 by card (a $25 seat fee), then moved
   * journey 0 to flights whose brand charges `newFee` dollars a standard seat.
   */
  async function changedWithPaidSeat(newFee = 25) {
    const booked = await k.flightOrder('Refundable');
    const { token, order } = booked;
    await giveSeatFee(await offerOfOrder(order.orderId), 25);
    const before = await k.optionsOk(token, { orderId: order.orderId });
    const flight = before.journeys[0]!.flights[0]!;
    const paid = unrestricted(flight.freeSeats)
      .filter((seat) => seat.priceCents > 0)
      .sort((a, b) => a.priceCents - b.priceCents)[0];
    expect(paid, 'a seat with a price on the booked flight').toBeDefined();
    const seats = [{ travelerId: 'T1', flightKey: flight.flightKey, designator: paid!.designator }];
    const bought = await k.purchase(token, await k.purchaseBody(token, order.orderId, { bags: [], seats }));
    expect(bought.status, bought.json.message).toBe(201);
    const change = await changeDate(token, order.orderId);
    await giveSeatFee(await offerOfOrder(order.orderId), newFee);
    return { ...booked, paidCents: paid!.priceCents, oldSeat: seats[0]!, change };
  }

  /**
   * Journey 0's first flight after the change, and a re-selection body for T1 of the seat `pick` takes
   * from its unrestricted free seats, confirming nothing to pay.
   */
  async function reselection(
    token: string,
    orderId: string,
    pick: (seats: FreeSeat[]) => FreeSeat | undefined,
  ) {
    const flight = (await k.optionsOk(token, { orderId })).journeys[0]!.flights[0]!;
    const seat = pick(unrestricted(flight.freeSeats));
    expect(seat, 'a seat to re-select').toBeDefined();
    const seats = [{ travelerId: 'T1', flightKey: flight.flightKey, designator: seat!.designator }];
    return { flight, body: { orderId, bags: [], seats, confirmedTotalCents: 0 } };
  }

  return { ...k, freeOption, changeDate, unrestricted, changedWithPaidSeat, reselection };
}
