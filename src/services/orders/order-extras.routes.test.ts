import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { ORDER_EXTRAS_MESSAGES } from '../../shared/contracts/order-extras';
import { DECLINED, newKey } from './booking-test-kit';
import { issueOrderAccessToken } from './order-manage-access';
import { openExtrasKit } from './order-extras-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** Extras after booking through the Booking API (issue 23, ADR 027). */

const k = openPerFile(openExtrasKit, (opened) => opened.t.close());

const emailsAbout = (reference: string) =>
  k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [
    `Extras added to booking ${reference}`,
  ]);

describe('POST /Order/ExtrasOptions', () => {
  it("lists the booking's own bag prices and free seats per journey, open until 24 hours before", async () => {
    const { token, offer, order } = await k.flightOrder('Refundable', 2);
    const found = await k.optionsOk(token, { orderId: order.orderId });
    expect(found).toMatchObject({
      available: true,
      reason: null,
      cutoffHours: 24,
      quote: null,
      purchases: [],
    });
    expect(found.passengers.map((p) => p.travelerId)).toEqual(['T1', 'T2']);
    const journey = found.journeys[0]!;
    const departure = offer.journeys[0]!.itinerary.segments[0]!.departure.utc;
    expect(new Date(journey.closesAt).getTime()).toBe(new Date(departure).getTime() - 24 * 3_600_000);
    const catalogue = offer.catalogue.baggage.filter((band) => band.journeyIndex === 0);
    expect(journey.bags[0]!.bands).toEqual(
      catalogue.map(({ bandId, extraKg, priceCents }) => ({ bandId, extraKg, priceCents })),
    );
    expect(journey.flights[0]!.freeSeats.length).toBeGreaterThan(0);
    expect(found.card?.publishableKey).toMatch(/^pk_test_/);
  });

  it('prices a selection per card scheme, and refuses what cannot be bought with a clear 400', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const found = await k.optionsOk(token, { orderId: order.orderId });
    const selection = k.selectionOf(found);
    const quoted = await k.optionsOk(token, { orderId: order.orderId, selection });
    const bag = found.journeys[0]!.bags[0]!.bands[0]!;
    const seat = found.journeys[0]!.flights[0]!.freeSeats.find(
      (item) => item.designator === selection.seats[0]!.designator,
    )!;
    expect(quoted.quote!.totalCents).toBe(bag.priceCents + seat.priceCents);
    expect(quoted.quote!.lines.map((line) => line.kind)).toEqual(['seat', 'bag']);

    const bad = await k.options(token, { orderId: order.orderId, selection: { bags: 'many' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('bags must be a list');
    const none = await k.options(token, { orderId: order.orderId, selection: { bags: [], seats: [] } });
    expect([none.status, none.json.message]).toEqual([400, ORDER_EXTRAS_MESSAGES.nothingChosen]);
    const twice = await k.options(token, {
      orderId: order.orderId,
      selection: { bags: [selection.bags[0], selection.bags[0]] },
    });
    expect([twice.status, twice.json.message]).toEqual([
      400,
      'Traveller T1 can have one baggage band per journey',
    ]);
  });

  it("answers 404 for another person's order, and serves a guest holding the emailed access token", async () => {
    const { order } = await k.flightOrder('Refundable');
    const stranger = await k.kit.publicToken();
    const refused = await k.options(stranger, { orderId: order.orderId });
    expect([refused.status, refused.json.message]).toEqual([404, ORDER_EXTRAS_MESSAGES.notFound]);
    const other = await k.flightOrder('Refundable');
    const wrongToken = issueOrderAccessToken(k.platform, other.order.orderId);
    expect((await k.options(stranger, { orderId: order.orderId, accessToken: wrongToken })).status).toBe(404);
    const accessToken = issueOrderAccessToken(k.platform, order.orderId);
    expect((await k.options(stranger, { orderId: order.orderId, accessToken })).status).toBe(200);
    const strangerBuys = await k.purchase(stranger, {
      orderId: order.orderId,
      bags: [{ travelerId: 'T1', journeyIndex: 0, bandId: 'bag-10kg' }],
      confirmedTotalCents: 100,
    });
    expect(strangerBuys.status).toBe(404);
  });
});

describe('POST /Order/Extras', () => {
  it('charges the card, adds the bag and seat to the order, emails, and replays the same key', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const selection = k.selectionOf(await k.optionsOk(token, { orderId: order.orderId }));
    const body = await k.purchaseBody(token, order.orderId, selection);
    const key = newKey();
    const bought = await k.purchase(token, body, key);
    expect(bought.status, bought.json.message).toBe(201);
    expect(bought.json.data).toMatchObject({
      status: 'Paid',
      amountCents: body.confirmedTotalCents,
      scheme: 'visa',
      last4: '4242',
    });
    expect(await k.extrasAuthorisations(order.orderId)).toEqual([
      { status: 'captured', captured: body.confirmedTotalCents, amount: body.confirmedTotalCents },
    ]);
    const retrieved = await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token);
    expect(retrieved.json.data.ancillaries.bags).toEqual(selection.bags);
    expect(retrieved.json.data.ancillaries.seats).toEqual(expect.arrayContaining(selection.seats));
    expect(await emailsAbout(order.bookingReference)).toBe(1);

    const again = await k.purchase(token, body, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.data.purchaseId).toBe(bought.json.data.purchaseId);
    expect((await k.extrasAuthorisations(order.orderId)).length).toBe(1);
    expect(await emailsAbout(order.bookingReference)).toBe(1);
    const other = await k.purchase(
      token,
      { ...body, confirmedTotalCents: body.confirmedTotalCents + 1 },
      key,
    );
    expect(other.status).toBe(409);

    const after = await k.optionsOk(token, { orderId: order.orderId });
    expect(after.purchases).toHaveLength(1);
    expect(after.journeys[0]!.bags[0]).toMatchObject({ travelerId: 'T1', currentKg: 10, bands: [] });
    expect(after.journeys[0]!.flights[0]!.travellers[0]!.seat).toBe(selection.seats[0]!.designator);
    // One band per traveller per journey, counting what was bought after booking.
    const more = await k.options(token, { orderId: order.orderId, selection: { bags: selection.bags } });
    expect(more.status).toBe(400);
  });

  // Two bookings and a seat race: real work that takes 18 s on a busy CI machine, so a budget of its own.
  it(
    'refuses a seat someone else has with 409 naming it, and charges nothing',
    { timeout: 60_000 },
    async () => {
      const first = await k.flightOrder('Refundable');
      const selection = k.selectionOf(await k.optionsOk(first.token, { orderId: first.order.orderId }));
      const bought = await k.purchase(
        first.token,
        await k.purchaseBody(first.token, first.order.orderId, selection),
      );
      expect(bought.status, bought.json.message).toBe(201);

      const second = await k.flightOrder('Refundable');
      const seat = selection.seats[0]!;
      const { token: cardToken } = await k.tokenise();
      const taken = await k.purchase(second.token, {
        orderId: second.order.orderId,
        seats: [seat],
        cardToken,
        scheme: 'visa',
        confirmedTotalCents: 1000,
      });
      expect(taken.status).toBe(409);
      expect(taken.json.message).toBe(
        `Seat ${seat.designator} on ${seat.flightKey.split('-')[0]} is no longer available`,
      );
      expect(await k.extrasAuthorisations(second.order.orderId)).toEqual([]);
    },
  );

  it('requires an Idempotency-Key, refuses a changed total (409) and a declined card (402), recording nothing', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const selection = k.selectionOf(await k.optionsOk(token, { orderId: order.orderId }));
    const body = await k.purchaseBody(token, order.orderId, selection);
    expect((await k.purchase(token, body, null)).status).toBe(400);
    const changed = await k.purchase(token, { ...body, confirmedTotalCents: body.confirmedTotalCents - 1 });
    expect([changed.status, changed.json.message]).toEqual([409, ORDER_EXTRAS_MESSAGES.priceChanged]);
    const declined = await k.purchase(token, await k.purchaseBody(token, order.orderId, selection, DECLINED));
    expect(declined.status).toBe(402);
    expect(declined.json.message).toContain(ORDER_EXTRAS_MESSAGES.declined);
    const after = await k.optionsOk(token, { orderId: order.orderId });
    expect(after.purchases).toEqual([]);
    expect(after.journeys[0]!.bags[0]!.currentKg).toBeNull();
  });

  it('gives the seats bought after booking back when the order is cancelled', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const selection = k.selectionOf(await k.optionsOk(token, { orderId: order.orderId }));
    const bought = await k.purchase(token, await k.purchaseBody(token, order.orderId, selection));
    expect(bought.status, bought.json.message).toBe(201);
    const seat = selection.seats[0]!;
    const held = () =>
      k.count(`SELECT count(*) AS n FROM flight_seat_holds WHERE flight_key = $1 AND designator = $2`, [
        seat.flightKey,
        seat.designator,
      ]);
    expect(await held()).toBe(1);
    const quote = await k.quote('flight', token, { orderId: order.orderId });
    const cancelled = await k.cancel('flight', token, {
      orderId: order.orderId,
      confirmedRefundCents: quote.json.data.refundCents,
    });
    expect(cancelled.status, cancelled.json.message).toBe(200);
    expect(await held()).toBe(0);
    const after = await k.optionsOk(token, { orderId: order.orderId });
    expect([after.available, after.reason]).toEqual([false, ORDER_EXTRAS_MESSAGES.notPaid]);
  });

  it('closes 24 hours before departure: no options, and a purchase is a 409', async () => {
    const { token, offer, order } = await k.flightOrder('Refundable');
    const selection = k.selectionOf(await k.optionsOk(token, { orderId: order.orderId }));
    const body = await k.purchaseBody(token, order.orderId, selection);
    const departure = new Date(offer.journeys[0]!.itinerary.segments[0]!.departure.utc).getTime();
    // Every later test would see this clock: this one is last.
    k.t.clock.advance(departure - 23 * 3_600_000 - k.platform.clock.now().getTime());
    // The booking's token has expired by then: the guest comes back with the emailed code.
    const guest = await k.kit.publicToken();
    const accessToken = issueOrderAccessToken(k.platform, order.orderId);
    const found = await k.optionsOk(guest, { orderId: order.orderId, accessToken });
    expect(found.available).toBe(false);
    expect(found.journeys[0]).toMatchObject({ open: false, reason: ORDER_EXTRAS_MESSAGES.journeyClosed });
    expect(found.journeys[0]!.flights[0]!.freeSeats).toEqual([]);
    const late = await k.purchase(guest, { ...body, accessToken });
    expect([late.status, late.json.message]).toEqual([409, ORDER_EXTRAS_MESSAGES.journeyClosed]);
    expect(await k.extrasAuthorisations(order.orderId)).toEqual([]);
  });
});
