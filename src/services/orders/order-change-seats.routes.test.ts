import { describe, expect, it } from 'vitest';
import type { Offer } from '../../shared/contracts/offer';
import type { Order } from '../../shared/contracts/order';
import { cardOrder } from './booking-test-kit';
import { openChangeKit } from './order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** Date changes through the Booking API (issue 23, ADR 026): seats chosen before, and return trips. */

const k = openPerFile(openChangeKit, (opened) => opened.t.close());

describe('seats chosen before a change', () => {
  it('are released with the old flights and left off the order', async () => {
    const token = await k.kit.publicToken();
    const found = await k.kit.search(token, {
      passengerInfos: [
        { passengerType: 'Adult', count: 1 },
        { passengerType: 'Children', count: 0 },
        { passengerType: 'Infants', count: 0 },
      ],
    });
    const item = found.journeys[0]!.find(
      (candidate) =>
        candidate.stops === 0 && candidate.brands.some((b) => b.refund.condition === 'Refundable'),
    )!;
    const brand = item.brands.find((b) => b.refund.condition === 'Refundable')!;
    const created = await k.kit.offerOf(token, found.shoppingRspId, [{ item, brand }]);
    const [map] = await k.kit.seatMaps(token, created.offerId);
    const seat = k.kit.freeSeats(map!)[0]!;
    const offer = await k.kit.ok<Offer>(
      '/Offer/OfferReview',
      {
        offerId: created.offerId,
        ancillaries: {
          seats: [{ travelerId: 'T1', flightKey: map!.flightKey, designator: seat.designator }],
          bags: [],
          meals: [],
        },
      },
      token,
    );
    const pre = await k.authorised(token, offer);
    const order = (await k.orderCreate(token, cardOrder(offer, pre.json.data.paymentId, k.cardTotal(offer))))
      .json.data;
    expect(order.status).toBe('Ticketed');
    const seatsOf = (flightKey: string) =>
      k.count(`SELECT count(*) AS n FROM flight_seat_holds WHERE flight_key = $1 AND designator = $2`, [
        flightKey,
        seat.designator,
      ]);
    expect(await seatsOf(map!.flightKey)).toBe(1);

    const { quoted } = await k.quoteFreeChange(token, order.orderId);
    expect(quoted.json.data.seatsReleased).toBe(1);
    const changed = await k.change(token, {
      orderId: order.orderId,
      quoteId: quoted.json.data.quoteId,
      confirmedTotalCents: 0,
    });
    expect(changed.json.data.seatsReleased, changed.json.message).toBe(1);
    expect(await seatsOf(map!.flightKey)).toBe(0);
    const retrieved = await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token);
    expect(retrieved.json.data.ancillaries.seats).toEqual([]);
  });
});

describe('a return trip', () => {
  it('keeps the return sold through a change of the outbound, and a later cancel releases all of it', async () => {
    const token = await k.kit.publicToken();
    const found = await k.kit.search(token, {
      journeys: [
        { depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate: '2026-12-15' },
        { depCode: 'MEL', depCodeType: 'A', arrCode: 'SYD', arrCodeType: 'A', depDate: '2026-12-22' },
      ],
      passengerInfos: [
        { passengerType: 'Adult', count: 1 },
        { passengerType: 'Children', count: 0 },
        { passengerType: 'Infants', count: 0 },
      ],
    });
    const chosen = found.journeys.map((list) => {
      const item = list.find(
        (candidate) =>
          candidate.stops === 0 && candidate.brands.some((b) => b.refund.condition === 'Refundable'),
      )!;
      return { item, brand: item.brands.find((b) => b.refund.condition === 'Refundable')! };
    });
    const offer = await k.kit.offerOf(token, found.shoppingRspId, chosen);
    const pre = await k.authorised(token, offer);
    const order = (await k.orderCreate(token, cardOrder(offer, pre.json.data.paymentId, k.cardTotal(offer))))
      .json.data;
    const returnFlight = offer.journeys[1]!.flightKeys[0]!;
    const returnBefore = await k.cabinOf(returnFlight);

    const { option, quoted } = await k.quoteFreeChange(token, order.orderId);
    // The return is the order's already: the quote holds only the new outbound.
    expect(await k.cabinOf(returnFlight)).toEqual(returnBefore);
    const changed = await k.change(token, {
      orderId: order.orderId,
      quoteId: quoted.json.data.quoteId,
      confirmedTotalCents: 0,
    });
    expect(changed.status, changed.json.message).toBe(201);
    expect(await k.cabinOf(returnFlight)).toEqual(returnBefore);
    const newFlight = option.flightKeys[0]!;
    const newAfterChange = await k.cabinOf(newFlight);

    const cancelQuote = await k.quote('flight', token, { orderId: order.orderId });
    const cancelled = await k.cancel('flight', token, {
      orderId: order.orderId,
      confirmedRefundCents: cancelQuote.json.data.refundCents,
    });
    expect(cancelled.status, cancelled.json.message).toBe(200);
    expect((await k.cabinOf(returnFlight))!.sold).toBe(returnBefore!.sold - 1);
    expect((await k.cabinOf(newFlight))!.sold).toBe(newAfterChange!.sold - 1);
  });
});
