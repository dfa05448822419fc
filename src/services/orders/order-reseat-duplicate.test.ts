import { describe, expect, it, vi } from 'vitest';
import { newKey } from './booking-test-kit';
import { findPurchaseByKey } from './order-extras.repo';
import { openReseatKit } from './order-reseat-test-kit';
import { openPerFile } from '../test-kits/per-file';

/**
 * The window the PostgreSQL race test hits only now and then (CI of 30 Nov 2026: one of four copies
 * under one key answered 409 "price changed"), made certain: a copy of a re-selection looks up its key
 * before the first copy commits, then prices the seat after it, when the seat credit is gone and the
 * seat costs money again. Its answer must still be the first copy's purchase, not a refusal.
 */
vi.mock('./order-extras.repo', async (importOriginal) => {
  const real = await importOriginal<typeof import('./order-extras.repo')>();
  return { ...real, findPurchaseByKey: vi.fn(real.findPurchaseByKey) };
});

const k = openPerFile(openReseatKit, (opened) => opened.t.close());

describe('a copy of a re-selection that looked up its key before the first copy committed', () => {
  it('answers the first purchase, replayed, and buys nothing more', async () => {
    const { token, order, paidCents } = await k.changedWithPaidSeat();
    const { body } = await k.reselection(token, order.orderId, (seats) =>
      seats.find((item) => item.priceCents <= paidCents),
    );
    const key = newKey();
    const first = await k.purchase(token, body, key);
    expect(first.status, first.json.message).toBe(201);

    // The copy's first lookup misses, as it does when it runs before the first copy's commit.
    vi.mocked(findPurchaseByKey).mockResolvedValueOnce(undefined);
    const copy = await k.purchase(token, body, key);
    expect(copy.status, copy.json.message).toBe(200);
    expect(copy.json.data.purchaseId).toBe(first.json.data.purchaseId);

    const purchases = await k.platform.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_extra_purchases WHERE order_id = $1`,
      [order.orderId],
    );
    // The seat paid for before the date change, and the one re-selection.
    expect(purchases[0]!.n).toBe(2);
  });

  it('is still refused when no copy under its key committed', async () => {
    // Seats on the new flights cost $50, twice the $25 credit: confirming 0 is confirming a wrong total.
    const { token, order, paidCents } = await k.changedWithPaidSeat(50);
    const { body } = await k.reselection(token, order.orderId, (seats) =>
      seats.find((item) => item.priceCents > paidCents),
    );
    const answer = await k.purchase(token, body);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(
      'The price of these extras has changed. Check the new total and pay again.',
    );
  });
});
