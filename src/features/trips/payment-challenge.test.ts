import { describe, expect, it } from 'vitest';
import { PAYMENT_CHALLENGE_MESSAGES } from '../../shared/contracts/order-payment-challenge';
import { challengePath, noticeOf, readNotice, returnPath } from './payment-challenge';

const ORDER = `ord_${'a'.repeat(24)}`;
const CHALLENGE = `pch_${'b'.repeat(24)}`;

describe('trip-page 3-D Secure paths and notices', () => {
  it('builds the challenge and return paths under the trip', () => {
    expect(challengePath(ORDER, CHALLENGE, 'guest')).toBe(
      `/trips/${ORDER}/verify-payment?challenge=${CHALLENGE}&audience=guest`,
    );
    expect(returnPath(ORDER, CHALLENGE, 'owner')).toBe(
      `/trips/${ORDER}/payment-return?challenge=${CHALLENGE}&audience=owner`,
    );
  });

  it.each([
    [{ status: 'Failed', message: PAYMENT_CHALLENGE_MESSAGES.failed }, 'failed'],
    [{ status: 'Expired', message: PAYMENT_CHALLENGE_MESSAGES.expired }, 'expired'],
    [{ status: 'Failed', message: 'Seat 3A on QF1 is no longer available' }, 'refused'],
  ] as const)('words %j as %s', (outcome, notice) => {
    expect(noticeOf(outcome)).toBe(notice);
  });

  it('reads only known notices for a known kind of payment', () => {
    expect(readNotice(new URLSearchParams('payment=failed&for=extras'))).toEqual({
      notice: 'failed',
      kind: 'extras',
    });
    expect(readNotice(new URLSearchParams('payment=<b>&for=extras'))).toBeNull();
    expect(readNotice(new URLSearchParams('payment=expired&for=other'))).toBeNull();
  });
});
