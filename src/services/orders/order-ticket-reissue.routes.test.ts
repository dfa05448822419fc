import { describe, expect, it } from 'vitest';
import type { OrderDocument } from '../../shared/contracts/documents';
import type { Order } from '../../shared/contracts/order';
import { updateAccountProfile } from '../account/account.repo';
import { SITE, postAs } from '../test-kits/staff-roles-test-kit';
import { testAccountToken } from '../testing/test-tokens';
import { newKey } from './booking-test-kit';
import { openChangeKit } from './order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** A date change re-issues the tickets of a ticketed order (issue 23, ADR 026 amended 2026-11-28). */

const k = openPerFile(openChangeKit, (opened) => opened.t.close());

interface HistoryRow {
  changeId: string;
  travelerId: string;
  oldNumber: string;
  newNumber: string;
  by: string;
}

const historyOf = (orderId: string) =>
  k.platform.database.query<HistoryRow>(
    `SELECT change_id AS "changeId", traveler_id AS "travelerId", old_ticket_number AS "oldNumber",
            new_ticket_number AS "newNumber", reissued_by AS "by"
       FROM order_ticket_reissues WHERE order_id = $1 ORDER BY traveler_id`,
    [orderId],
  );

const retrieve = async (token: string, orderId: string) =>
  (await k.post<Order>('/Order/Retrieve', { orderId }, token)).json.data;

/** A ticketed order moved to the first option with nothing to pay: the order before, the change's call. */
async function changedOrder() {
  const { token, order } = await k.flightOrder('Refundable');
  const before = await retrieve(token, order.orderId);
  expect(before.status).toBe('Ticketed');
  const { quoted } = await k.quoteFreeChange(token, order.orderId);
  expect(quoted.status, quoted.json.message).toBe(200);
  const body = { orderId: order.orderId, quoteId: quoted.json.data.quoteId, confirmedTotalCents: 0 };
  const key = newKey();
  const changed = await k.change(token, body, key);
  expect(changed.status, changed.json.message).toBe(201);
  return { token, order, before, body, key, changeId: changed.json.data.changeId };
}

describe('tickets re-issued by a date change', () => {
  it('gives every passenger a new 13-digit e-ticket and keeps the old one in the history', async () => {
    const { token, order, before, changeId } = await changedOrder();
    const after = await retrieve(token, order.orderId);
    const history = await historyOf(order.orderId);
    expect(history).toHaveLength(before.passengers.length);
    for (const passenger of before.passengers) {
      const now = after.passengers.find((p) => p.travelerId === passenger.travelerId)!;
      expect(passenger.ticketNumber).toMatch(/^\d{13}$/);
      expect(now.ticketNumber).toMatch(/^\d{13}$/);
      expect(now.ticketNumber).not.toBe(passenger.ticketNumber);
      expect(now.ticketReissue).toMatchObject({ replaces: passenger.ticketNumber });
      expect(Number.isNaN(Date.parse(now.ticketReissue!.reissuedAt))).toBe(false);
      expect(history.find((row) => row.travelerId === passenger.travelerId)).toMatchObject({
        changeId,
        oldNumber: passenger.ticketNumber,
        newNumber: now.ticketNumber,
        by: expect.stringMatching(/\S/),
      });
    }

    // The change email names the new tickets and the ones they replace.
    const [mail] = await k.platform.database.query<{ text: string }>(
      `SELECT text FROM outbox_emails WHERE subject = $1`,
      [`Booking ${order.bookingReference} is changed`],
    );
    for (const row of history)
      expect(mail!.text).toContain(`e-ticket ${row.newNumber} (replaces ${row.oldNumber})`);

    // The itinerary receipt lists the current tickets.
    const receipt = await k.post<OrderDocument>(
      '/Document/View',
      { orderId: order.orderId, document: 'itinerary-receipt' },
      token,
    );
    expect(receipt.status, receipt.json.message).toBe(200);
    expect(receipt.json.data.passengers.map((p) => p.ticketNumber).sort()).toEqual(
      history.map((row) => row.newNumber).sort(),
    );

    // The agents' timeline has one "tickets re-issued" event with old and new numbers.
    // Read as an agent reads it, over the Booking API (orders do not import the workspace's code).
    const agent = await testAccountToken(k.t, 'agent.reissue@staff.example', SITE);
    await updateAccountProfile(k.platform, agent.accountId, { role: 'agent' });
    const answer = await postAs(
      k.t,
      'booking',
      '/Staff/Orders/Detail',
      { orderId: order.orderId },
      agent.token,
    );
    expect(answer.status).toBe(200);
    const detail = answer.json.data as {
      timeline: { event: string; detail: string }[];
      travellers: { ticketNumber: string | null }[];
    };
    const events = detail.timeline.filter((entry) => entry.event === 'ticketsReissued');
    expect(events).toHaveLength(1);
    for (const row of history) expect(events[0]!.detail).toContain(`${row.oldNumber} → ${row.newNumber}`);
    expect(detail.travellers.map((p) => p.ticketNumber).sort()).toEqual(
      history.map((row) => row.newNumber).sort(),
    );
  });

  it('re-issues once: a replay of the change (same key, or the same quote) makes no new tickets', async () => {
    const { token, order, body, key } = await changedOrder();
    const first = await retrieve(token, order.orderId);
    const history = await historyOf(order.orderId);
    expect(history).toHaveLength(first.passengers.length);

    const again = await k.change(token, body, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await k.change(token, body);
    expect(other.headers.get('Idempotent-Replayed')).toBe('true');

    expect(await historyOf(order.orderId)).toEqual(history);
    const after = await retrieve(token, order.orderId);
    expect(after.passengers.map((p) => p.ticketNumber)).toEqual(first.passengers.map((p) => p.ticketNumber));
  });

  it('re-issues again on a second change, each ticket replacing the one before it', async () => {
    const { token, order } = await changedOrder();
    const first = await retrieve(token, order.orderId);
    const { quoted } = await k.quoteFreeChange(token, order.orderId);
    const body = { orderId: order.orderId, quoteId: quoted.json.data.quoteId, confirmedTotalCents: 0 };
    const changed = await k.change(token, body);
    expect(changed.status, changed.json.message).toBe(201);
    const second = await retrieve(token, order.orderId);
    expect(await historyOf(order.orderId)).toHaveLength(first.passengers.length * 2);
    for (const passenger of second.passengers) {
      const earlier = first.passengers.find((p) => p.travelerId === passenger.travelerId)!;
      expect(passenger.ticketReissue?.replaces).toBe(earlier.ticketNumber);
    }
  });
});
