import { describe, expect, it } from 'vitest';
import {
  accessTokenFor,
  cancelOutcomeOf,
  guestAccessToken,
  mayOfferCancel,
  ORDER_ACCESS_COOKIE,
  orderIdOfAccessToken,
  readCancelOutcome,
  readLookupState,
  tripPath,
} from './manage-booking';
import type { Cancellation } from '../../shared/contracts/order-cancel';

const ORDER = 'ord_0123456789abcdef01234567';
const OTHER = 'ord_fedcba9876543210fedcba98';
const TOKEN = `oat.${ORDER}.1900000000.${'a'.repeat(64)}`;

describe('manage booking helpers', () => {
  it('reads the order of an access token and uses the token only for that order', () => {
    expect(orderIdOfAccessToken(TOKEN)).toBe(ORDER);
    expect(orderIdOfAccessToken('oat.ord_short.1.x')).toBeNull();
    expect(orderIdOfAccessToken(`xyz.${ORDER}.1.x`)).toBeNull();
    expect(orderIdOfAccessToken(undefined)).toBeNull();
    expect(accessTokenFor(TOKEN, ORDER)).toBe(TOKEN);
    expect(accessTokenFor(TOKEN, OTHER)).toBeUndefined();
  });

  it("reads the guest's access token from its cookie only for that cookie's order", () => {
    const jar = (values: Record<string, string>) => ({
      get: (name: string) => (name in values ? { value: values[name]! } : undefined),
    });
    expect(guestAccessToken(jar({ [ORDER_ACCESS_COOKIE]: TOKEN }), ORDER)).toBe(TOKEN);
    expect(guestAccessToken(jar({ [ORDER_ACCESS_COOKIE]: TOKEN }), OTHER)).toBeUndefined();
    expect(guestAccessToken(jar({ other: TOKEN }), ORDER)).toBeUndefined();
  });

  it('reads back the lookup cookie and refuses tampered values', () => {
    const state = { bookingReference: 'ABC234', lastName: 'Hartley', maskedEmail: 'a***y@example.com' };
    expect(readLookupState(JSON.stringify(state))).toEqual(state);
    expect(readLookupState(JSON.stringify({ ...state, bookingReference: 'abc' }))).toBeNull();
    expect(readLookupState(JSON.stringify({ ...state, lastName: '' }))).toBeNull();
    expect(readLookupState('{not json')).toBeNull();
    expect(readLookupState(undefined)).toBeNull();
  });

  it('keeps a cancellation outcome for its own order only', () => {
    const cancellation = {
      orderId: ORDER,
      refundCents: 123_45,
      keptCents: 500,
      creditNoteNumber: 'CN-000123',
      status: 'Completed',
    } as Cancellation;
    const cookie = JSON.stringify(cancelOutcomeOf(cancellation));
    expect(readCancelOutcome(cookie, ORDER)).toEqual({
      orderId: ORDER,
      refundCents: 123_45,
      keptCents: 500,
      creditNoteNumber: 'CN-000123',
      pending: false,
    });
    expect(readCancelOutcome(cookie, OTHER)).toBeNull();
    expect(readCancelOutcome(JSON.stringify({ orderId: ORDER, refundCents: 'x' }), ORDER)).toBeNull();
    expect(cancelOutcomeOf({ ...cancellation, status: 'RefundPending' }).pending).toBe(true);
  });

  it('offers cancelling only for live orders, and sends guests and owners to their own trip page', () => {
    expect(mayOfferCancel('Ticketed')).toBe(true);
    expect(mayOfferCancel('Held')).toBe(true);
    for (const status of ['Cancelled', 'Refunded', 'PartlyRefunded', 'Released', 'Failed'] as const) {
      expect(mayOfferCancel(status)).toBe(false);
    }
    expect(tripPath(ORDER, 'guest')).toBe(`/trips/${ORDER}`);
    expect(tripPath(ORDER, 'owner')).toBe(`/dashboard/trips/${ORDER}`);
  });
});
