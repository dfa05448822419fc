import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../shared/contracts/order';
import {
  CANCELLED_STATES,
  canMove,
  cancelRefusal,
  stateAfterRefund,
  stateOnCancel,
  TRANSITIONS,
} from './order-state.rules';

describe('order state machine (ADR 024)', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['Held', 'Confirmed'],
    ['Held', 'Released'],
    ['Authorised', 'Confirmed'],
    ['Authorised', 'Failed'],
    ['Confirmed', 'Ticketed'],
    ['Confirmed', 'ChangePending'],
    ['Confirmed', 'Cancelled'],
    ['Ticketed', 'ChangePending'],
    ['Ticketed', 'Cancelled'],
    ['ChangePending', 'Confirmed'],
    ['ChangePending', 'Ticketed'],
    ['Cancelled', 'Refunded'],
    ['Cancelled', 'PartlyRefunded'],
  ];

  it('allows exactly the transitions of the ADR, and nothing else', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canMove(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('has terminal states with no way out', () => {
    for (const state of ['Released', 'Failed', 'Refunded', 'PartlyRefunded'] as const) {
      expect(TRANSITIONS[state]).toEqual([]);
    }
  });

  it.each<[OrderStatus, string | null]>([
    ['Held', null],
    ['Confirmed', null],
    ['Ticketed', null],
    ['Authorised', 'This booking is still being paid for. Try again in a minute.'],
    ['ChangePending', 'A change to this booking is in progress. Finish or abandon it before cancelling.'],
    ['Released', 'This booking was released because it was not paid: there is nothing to cancel.'],
    ['Failed', 'This booking was not completed because the payment was refused: there is nothing to cancel.'],
    ['Cancelled', 'This booking is already cancelled.'],
    ['Refunded', 'This booking is already cancelled.'],
    ['PartlyRefunded', 'This booking is already cancelled.'],
  ])('cancelling from %s: %s', (state, refusal) => {
    expect(cancelRefusal(state)).toBe(refusal);
  });

  it.each<[OrderStatus, OrderStatus]>([
    ['Held', 'Released'],
    ['Confirmed', 'Cancelled'],
    ['Ticketed', 'Cancelled'],
  ])('a cancel from %s moves to %s, an allowed transition', (from, to) => {
    expect(stateOnCancel(from)).toBe(to);
    expect(canMove(from, to)).toBe(true);
  });

  it.each([
    [10_000, 10_000, 'Refunded'],
    [10_000, 9_999, 'PartlyRefunded'],
    [10_000, 1, 'PartlyRefunded'],
  ] as const)('paid %i, refunded %i: %s', (paid, refund, state) => {
    expect(stateAfterRefund(paid, refund)).toBe(state);
    expect(CANCELLED_STATES).toContain(state);
    expect(canMove('Cancelled', state)).toBe(true);
  });
});
