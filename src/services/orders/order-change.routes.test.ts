import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { ORDER_CHANGE_MESSAGES } from '../../shared/contracts/order-change';
import { newKey } from './booking-test-kit';
import { openChangeKit } from './order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** Date changes through the Booking API (issue 23, ADR 026). */

const k = openPerFile(openChangeKit, (opened) => opened.t.close());

describe('POST /Order/ChangeOptions, /Order/ChangeQuote and /Order/Change', () => {
  it('moves an exchangeable fare to another date: new flights sold, old released, change recorded, email queued', async () => {
    const { token, offer, order } = await k.flightOrder('Refundable');
    expect(offer.journeys[0]!.brand.exchange.condition).toBe('Exchangeable');
    const listed = await k.changeOptions(token, {
      orderId: order.orderId,
      journeyIndex: 0,
      date: '2026-12-17',
    });
    expect(listed.status, listed.json.message).toBe(200);
    expect(listed.json.data).toMatchObject({ changeable: true, refusal: null });
    expect(listed.json.data.dates.map((d) => d.date)).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
    ]);
    for (const option of listed.json.data.options) {
      const f = option.figures;
      expect(f.totalCents).toBe(f.fareDifferenceCents + f.taxesDifferenceCents + f.changeFeeCents);
      expect(f.changeFeeCents).toBe(0);
      expect(option.legs[0]!.departs.slice(0, 10)).toBe('2026-12-17');
    }

    const { option, quoted } = await k.quoteFreeChange(token, order.orderId);
    expect(quoted.status, quoted.json.message).toBe(200);
    expect(quoted.json.data).toMatchObject({ confirmable: true, refusal: null });

    const oldKey = offer.journeys[0]!.flightKeys[0]!;
    const newFlight = option.flightKeys[0]!;
    const [oldBefore, newBefore] = [await k.cabinOf(oldKey), await k.cabinOf(newFlight)];
    expect(newBefore!.held).toBe(1);
    const key = newKey();
    const body = { orderId: order.orderId, quoteId: quoted.json.data.quoteId, confirmedTotalCents: 0 };
    const changed = await k.change(token, body, key);
    expect(changed.status, changed.json.message).toBe(201);
    expect(changed.json.data).toMatchObject({ orderId: order.orderId, journeyIndex: 0, seatsReleased: 0 });
    const [oldAfter, newAfter] = [await k.cabinOf(oldKey), await k.cabinOf(newFlight)];
    expect(oldAfter!.sold).toBe(oldBefore!.sold - 1);
    expect(oldAfter!.claimed).toBe(oldBefore!.claimed - 1);
    expect(newAfter).toMatchObject({ sold: newBefore!.sold + 1, held: 0, claimed: newBefore!.claimed });

    const retrieved = await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token);
    expect(retrieved.json.data.journeys[0]!.flightKeys).toEqual(option.flightKeys);
    expect(
      await k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [
        `Booking ${order.bookingReference} is changed`,
      ]),
    ).toBe(1);

    // The same key, and the same quote under another key, answer the first change.
    const again = await k.change(token, body, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.data.changeId).toBe(changed.json.data.changeId);
    const other = await k.change(token, body);
    expect(other.headers.get('Idempotent-Replayed')).toBe('true');
    expect(
      await k.count(`SELECT count(*) AS n FROM order_changes WHERE order_id = $1 AND status = 'Completed'`, [
        order.orderId,
      ]),
    ).toBe(1);
    expect((await k.cabinOf(newFlight))!.sold).toBe(newAfter!.sold);
  });

  it('refuses a changed price (409)', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const { quoted } = await k.quoteFreeChange(token, order.orderId);
    const wrong = await k.change(token, {
      orderId: order.orderId,
      quoteId: quoted.json.data.quoteId,
      confirmedTotalCents: 500,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.json.message).toBe(ORDER_CHANGE_MESSAGES.changed);
  });

  it('says why a fare or booking cannot be changed', async () => {
    const saver = await k.flightOrder('NotRefundable');
    const listed = await k.changeOptions(saver.token, {
      orderId: saver.order.orderId,
      journeyIndex: 0,
      date: '2026-12-17',
    });
    expect(listed.json.data).toMatchObject({
      changeable: false,
      refusal: ORDER_CHANGE_MESSAGES.notExchangeable,
    });

    const held = await k.flightOrder('Refundable', 1, true);
    const unpaid = await k.changeOptions(held.token, {
      orderId: held.order.orderId,
      journeyIndex: 0,
      date: '2026-12-17',
    });
    expect(unpaid.json.data.refusal).toBe(ORDER_CHANGE_MESSAGES.notPaid);

    const flex = await k.flightOrder('Refundable');
    const past = await k.changeOptions(flex.token, {
      orderId: flex.order.orderId,
      journeyIndex: 0,
      date: '2026-11-20',
    });
    expect(past.json.data.refusal).toBe(ORDER_CHANGE_MESSAGES.pastDate);
    const none = await k.changeOptions(flex.token, {
      orderId: flex.order.orderId,
      journeyIndex: 1,
      date: '2026-12-17',
    });
    expect(none.json.data.refusal).toBe(ORDER_CHANGE_MESSAGES.noJourney);
  });

  it('answers 400 for bad input, 404 for other people, and needs an Idempotency-Key', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const bad = await k.changeOptions(token, { orderId: order.orderId, journeyIndex: 0, date: '17/12/2026' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('YYYY-MM-DD');
    expect((await k.changeOptions(token, { orderId: 'x', journeyIndex: 0, date: '2026-12-17' })).status).toBe(
      400,
    );
    expect(
      (await k.changeQuote(token, { orderId: order.orderId, journeyIndex: 0, flightKeys: ['nope'] })).status,
    ).toBe(400);
    const noKey = await k.change(
      token,
      { orderId: order.orderId, quoteId: 'off_abcdef123456', confirmedTotalCents: 0 },
      null,
    );
    expect(noKey.status).toBe(400);

    const stranger = await k.kit.publicToken();
    const theirs = await k.changeOptions(stranger, {
      orderId: order.orderId,
      journeyIndex: 0,
      date: '2026-12-17',
    });
    expect(theirs.status).toBe(404);
    const account = await k.kit.accountToken('change.stranger@example.com');
    expect(
      (
        await k.change(account, {
          orderId: order.orderId,
          quoteId: 'off_abcdef123456',
          confirmedTotalCents: 0,
        })
      ).status,
    ).toBe(404);
    const unknownQuote = await k.change(token, {
      orderId: order.orderId,
      quoteId: 'off_abcdef123456',
      confirmedTotalCents: 0,
    });
    expect(unknownQuote.status).toBe(409);
    expect(unknownQuote.json.message).toBe(ORDER_CHANGE_MESSAGES.quoteGone);
  });
});
