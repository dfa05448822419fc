import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import type { OrderChange } from '../../shared/contracts/order-change';
import type { ExtrasPurchase } from '../../shared/contracts/order-extras';
import {
  PAYMENT_CHALLENGE_MESSAGES,
  type PaymentChallengeOutcome,
  type PaymentChallengeStart,
  type PaymentChallengeView,
} from '../../shared/contracts/order-payment-challenge';
import { newKey, THREE_DS } from './booking-test-kit';
import { paidChangeBody, quotePaidChange } from './order-change-test-kit';
import { openExtrasKit } from './order-extras-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** 3-D Secure for extras after booking and date changes (ADR 027 and ADR 026 amended 2026-11-28). */

const k = openPerFile(openExtrasKit, (opened) => opened.t.close());

const emailsAbout = (subject: string) =>
  k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [subject]);

const answer = (token: string, orderId: string, challengeId: string, outcome: 'complete' | 'cancel') =>
  k.post<PaymentChallengeOutcome>('/Order/PaymentChallengeAnswer', { orderId, challengeId, outcome }, token);
const complete = (token: string, orderId: string, challengeId: string) =>
  k.post<PaymentChallengeOutcome>('/Order/PaymentChallengeComplete', { orderId, challengeId }, token);

/** A ticketed order and a 3-D Secure card's purchase of one bag and one seat, answered 202. */
async function challengedExtras() {
  const { token, order } = await k.flightOrder('Refundable');
  const selection = k.selectionOf(await k.optionsOk(token, { orderId: order.orderId }));
  const body = await k.purchaseBody(token, order.orderId, selection, THREE_DS);
  const key = newKey();
  const started = await k.post<PaymentChallengeStart>('/Order/Extras', body, token, {
    'Idempotency-Key': key,
  });
  expect(started.status, started.json.message).toBe(202);
  return { token, order, selection, body, key, challengeId: started.json.data.challenge.challengeId };
}

const ancillariesOf = async (token: string, orderId: string) =>
  (await k.post<Order>('/Order/Retrieve', { orderId }, token)).json.data.ancillaries;

describe('extras paid with a 3-D Secure card', () => {
  it('waits for the challenge, then sells exactly as a frictionless card, and replays change nothing', async () => {
    const { token, order, selection, body, key, challengeId } = await challengedExtras();
    expect((await ancillariesOf(token, order.orderId)).bags).toEqual([]);
    expect((await k.optionsOk(token, { orderId: order.orderId })).purchases).toEqual([]);
    const view = await k.post<PaymentChallengeView>(
      '/Order/PaymentChallenge',
      { orderId: order.orderId, challengeId },
      token,
    );
    expect(view.json.data).toMatchObject({
      status: 'Pending',
      amountCents: body.confirmedTotalCents,
      last4: '3220',
    });
    expect(view.json.data.actions.map((action) => action.outcome)).toEqual(['complete', 'cancel']);
    expect((await complete(token, order.orderId, challengeId)).json.data.status).toBe('Pending');

    const passed = await answer(token, order.orderId, challengeId, 'complete');
    expect(passed.status, passed.json.message).toBe(200);
    expect(passed.json.data).toMatchObject({ status: 'Completed', message: null, change: null });
    expect(passed.json.data.purchase).toMatchObject({
      status: 'Paid',
      amountCents: body.confirmedTotalCents,
    });
    expect(await k.extrasAuthorisations(order.orderId)).toEqual([
      { status: 'captured', captured: body.confirmedTotalCents, amount: body.confirmedTotalCents },
    ]);
    expect((await ancillariesOf(token, order.orderId)).bags).toEqual(selection.bags);

    // The return page reloaded, the answer posted twice, the first form resubmitted: one purchase.
    const reloaded = await complete(token, order.orderId, challengeId);
    expect(reloaded.json.data).toEqual(passed.json.data);
    expect((await answer(token, order.orderId, challengeId, 'complete')).json.data).toEqual(passed.json.data);
    const resubmitted = await k.post<ExtrasPurchase>('/Order/Extras', body, token, {
      'Idempotency-Key': key,
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.json.data.purchaseId).toBe(passed.json.data.purchase!.purchaseId);
    expect(await k.extrasAuthorisations(order.orderId)).toHaveLength(1);
    expect((await k.optionsOk(token, { orderId: order.orderId })).purchases).toHaveLength(1);
    expect(await emailsAbout(`Extras added to booking ${order.bookingReference}`)).toBe(1);
  });

  it('a failed challenge voids nothing into a sale: nothing added, nothing charged, said plainly', async () => {
    const { token, order, challengeId } = await challengedExtras();
    const failed = await answer(token, order.orderId, challengeId, 'cancel');
    expect(failed.json.data).toMatchObject({
      status: 'Failed',
      message: PAYMENT_CHALLENGE_MESSAGES.failed,
      purchase: null,
    });
    expect((await complete(token, order.orderId, challengeId)).json.data).toEqual(failed.json.data);
    expect((await k.extrasAuthorisations(order.orderId)).map((row) => row.captured)).toEqual([null]);
    expect((await ancillariesOf(token, order.orderId)).bags).toEqual([]);
    expect(await emailsAbout(`Extras added to booking ${order.bookingReference}`)).toBe(0);
  });

  it('answers 404 to anyone but the caller that started it, and 400 to a malformed id', async () => {
    const { order, challengeId } = await challengedExtras();
    const stranger = await k.kit.publicToken();
    expect((await complete(stranger, order.orderId, challengeId)).status).toBe(404);
    const bad = await complete(stranger, order.orderId, 'pch_nope');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('challengeId is not valid');
  });
});

/** A ticketed order whose fare has a change fee, and a quote of a change with something to pay. */
async function paidQuote() {
  const { token, order, quoted, quote } = await quotePaidChange(k);
  expect(quoted.status, quoted.json.message).toBe(200);
  const body = await paidChangeBody(k, order.orderId, quote, THREE_DS);
  const started = await k.post<PaymentChallengeStart>('/Order/Change', body, token, {
    'Idempotency-Key': newKey(),
  });
  expect(started.status, started.json.message).toBe(202);
  expect(started.json.data.challenge).toMatchObject({ kind: 'change', expiresAt: quote.expiresAt });
  return { token, order, quote, challengeId: started.json.data.challenge.challengeId };
}

const flightsOf = async (token: string, orderId: string) =>
  (await k.post<Order>('/Order/Retrieve', { orderId }, token)).json.data.journeys[0]!.flightKeys;

describe('a date change paid with a 3-D Secure card', () => {
  it('changes the flights once the challenge is passed, once however often the return page loads', async () => {
    const { token, order, quote, challengeId } = await paidQuote();
    const booked = await flightsOf(token, order.orderId);
    expect((await complete(token, order.orderId, challengeId)).json.data.status).toBe('Pending');
    expect(await flightsOf(token, order.orderId)).toEqual(booked);

    const passed = await answer(token, order.orderId, challengeId, 'complete');
    expect(passed.json.data.status, passed.json.message).toBe('Completed');
    const change = passed.json.data.change as OrderChange;
    expect(change.payment).toMatchObject({ status: 'Paid', last4: '3220' });
    expect(await flightsOf(token, order.orderId)).toEqual(quote.option.flightKeys);
    const reloaded = await complete(token, order.orderId, challengeId);
    expect(reloaded.json.data.change?.changeId).toBe(change.changeId);
    const changes = await k.count(
      `SELECT count(*) AS n FROM order_changes WHERE order_id = $1 AND status = 'Completed'`,
      [order.orderId],
    );
    expect(changes).toBe(1);
  });

  // Last: it moves the shared clock past the quote's hold.
  it('voids the card and changes nothing when the quote expired during the challenge', async () => {
    const { token, order, quote, challengeId } = await paidQuote();
    const booked = await flightsOf(token, order.orderId);
    k.t.clock.advance(new Date(quote.expiresAt).getTime() - k.platform.clock.now().getTime() + 1_000);
    const late = await answer(token, order.orderId, challengeId, 'complete');
    expect(late.json.data).toMatchObject({
      status: 'Expired',
      message: PAYMENT_CHALLENGE_MESSAGES.expired,
      change: null,
    });
    const [auth] = await k.platform.database.query<{ status: string }>(
      `SELECT status FROM payment_gateway_authorisations WHERE reference = $1`,
      [`change:${order.orderId}`],
    );
    expect(auth?.status).toBe('voided');
    expect(await flightsOf(token, order.orderId)).toEqual(booked);
  });
});
