import { describe, expect, it } from 'vitest';
import { PAYMENT_FAILED, PAYMENT_TIMEOUT } from '../../shared/contracts/order';
import { PAYMENT_WAIT_LIMIT_MS, POLL_INTERVAL_MS, nextStepAfter, paymentAuthPath } from './payment-flow';

describe('nextStepAfter', () => {
  it('orders once the payment is authorised', () => {
    expect(nextStepAfter({ status: 'Authorised', challengeUrl: null }, 0)).toEqual({ kind: 'order' });
  });

  it('sends a 3-D Secure payment to its challenge', () => {
    expect(
      nextStepAfter({ status: 'ChallengeRequired', challengeUrl: '/challenges/chl_abcdefgh12' }, 0),
    ).toEqual({ kind: 'challenge', challengeUrl: '/challenges/chl_abcdefgh12' });
  });

  it('fails a challenge without a page to show', () => {
    expect(nextStepAfter({ status: 'ChallengeRequired', challengeUrl: null }, 0)).toEqual({
      kind: 'failed',
      message: PAYMENT_FAILED,
    });
  });

  it('polls a pending payment until the limit, then shows the timeout text', () => {
    expect(nextStepAfter({ status: 'Pending', challengeUrl: null }, 1_000)).toEqual({
      kind: 'poll',
      afterMs: POLL_INTERVAL_MS,
    });
    expect(nextStepAfter({ status: 'Pending', challengeUrl: null }, PAYMENT_WAIT_LIMIT_MS)).toEqual({
      kind: 'timeout',
      message: PAYMENT_TIMEOUT,
    });
  });

  it("shows the spec's texts on decline and on the service's timeout", () => {
    expect(nextStepAfter({ status: 'Declined', challengeUrl: null }, 0)).toEqual({
      kind: 'failed',
      message: 'Payment failed',
    });
    expect(nextStepAfter({ status: 'TimedOut', challengeUrl: null }, 0)).toEqual({
      kind: 'timeout',
      message: "Your payment couldn't be processed within the expected time limit. Please try again.",
    });
  });
});

describe('paymentAuthPath', () => {
  it.each([
    [
      '/flight/payment-auth?paymentId=pay_0123456789abcdef01234567',
      '/flight/payment-auth?paymentId=pay_0123456789abcdef01234567',
    ],
    ['https://evil.example/flight/payment-auth?paymentId=x', undefined],
    ['//evil.example/flight/payment-auth', undefined],
    ['/flight/payment', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s', (url, path) => {
    expect(paymentAuthPath(url)).toBe(path);
  });
});
