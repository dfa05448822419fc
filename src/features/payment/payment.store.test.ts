import { beforeEach, describe, expect, it } from 'vitest';
import {
  $payment,
  beginCardAttempt,
  beginOrder,
  failAttempt,
  offerIdOfOrder,
  progressOf,
  recordOrder,
  recordPreAuth,
} from './payment.store';

const OFFER = 'off_0123456789abcdef01234567';
const PAYMENT = 'pay_0123456789abcdef01234567';

beforeEach(() => $payment.set({}));

describe('$payment', () => {
  it('gives each card attempt its own PreAuth key and keeps it through the attempt', () => {
    const first = beginCardAttempt(OFFER, 100_00, 1_000);
    expect(first.attempt).toBe(1);
    expect(first.preAuthKey).toMatch(/^pay_[0-9a-f]{32}$/);
    recordPreAuth(OFFER, PAYMENT, null);
    expect(progressOf(OFFER).preAuthKey).toBe(first.preAuthKey);
    expect(progressOf(OFFER).paymentId).toBe(PAYMENT);

    failAttempt(OFFER, 'Payment failed');
    expect(progressOf(OFFER)).toMatchObject({ stage: 'idle', paymentId: null, failure: 'Payment failed' });
    const second = beginCardAttempt(OFFER, 100_00, 2_000);
    expect(second.attempt).toBe(2);
    expect(second.preAuthKey).not.toBe(first.preAuthKey);
  });

  it('keeps the order key for resends of one payment, a new one for another payment', () => {
    beginCardAttempt(OFFER, 100_00, 1_000);
    recordPreAuth(OFFER, PAYMENT, null);
    const key = beginOrder(OFFER, 'MintPayment', 100_00).orderKey;
    expect(key).toMatch(/^ord_/);
    expect(beginOrder(OFFER, 'MintPayment', 100_00).orderKey).toBe(key);
    expect(beginOrder(OFFER, 'Invoice', 100_00).orderKey).not.toBe(key);
  });

  it('records a 3-D Secure challenge and the order, and finds the offer of an order', () => {
    beginCardAttempt(OFFER, 100_00, 1_000);
    expect(recordPreAuth(OFFER, PAYMENT, '/challenges/chl_0123456789').stage).toBe('challenge');
    recordOrder(OFFER, 'ord_0123456789abcdef01234567', 'ABC123');
    expect(progressOf(OFFER)).toMatchObject({ stage: 'ordered', bookingReference: 'ABC123' });
    expect(offerIdOfOrder('ord_0123456789abcdef01234567')).toBe(OFFER);
    expect(offerIdOfOrder('ord_ffffffffffffffffffffffff')).toBeUndefined();
  });

  it('never holds card data', () => {
    beginCardAttempt(OFFER, 100_00, 1_000);
    expect(JSON.stringify($payment.get())).not.toMatch(/4242|ccv|cardNumber|tok_/i);
  });

  it('keeps what the end of an attempt says about the money until the next attempt', () => {
    beginCardAttempt(OFFER, 100_00, 1_000);
    recordPreAuth(OFFER, PAYMENT, null);
    failAttempt(OFFER, 'Timed out', 'not-charged');
    expect(progressOf(OFFER)).toMatchObject({
      stage: 'idle',
      failure: 'Timed out',
      failureNote: 'not-charged',
    });
    beginCardAttempt(OFFER, 100_00, 2_000);
    expect(progressOf(OFFER).failureNote).toBeNull();
    failAttempt(OFFER, 'Payment failed');
    expect(progressOf(OFFER).failureNote).toBeNull();
  });
});
