/**
 * The order state machine (ADR 015, grown by ADR 024): every state an order can be in and the moves
 * between them. Pure: the services ask it before each state change, and the change itself is a
 * conditional UPDATE on the state it read, in the same transaction.
 */
import type { OrderStatus } from '../../shared/contracts/order';

/** Where each state may go next; ADR 024 maps them to the names (held, change pending, ...). */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  // Cancelling an unpaid invoice order releases it: nothing was paid, so nothing is refunded.
  Held: ['Confirmed', 'Released'],
  Authorised: ['Confirmed', 'Failed'],
  Confirmed: ['Ticketed', 'ChangePending', 'Cancelled'],
  Ticketed: ['ChangePending', 'Cancelled'],
  // A change either completes (back to the paid state) or is abandoned; nothing is cancelled mid-change.
  ChangePending: ['Confirmed', 'Ticketed'],
  // Cancelled with money due back moves on once the gateway's refund has answered.
  Cancelled: ['Refunded', 'PartlyRefunded'],
  Released: [],
  Failed: [],
  Refunded: [],
  PartlyRefunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** States a cancellation has already ended in: cancelling again answers that first outcome. */
export const CANCELLED_STATES: readonly OrderStatus[] = ['Cancelled', 'Refunded', 'PartlyRefunded'];

/** The states a traveller may cancel from: paid (confirmed, ticketed) or an unpaid invoice hold. */
const CANCELLABLE_STATES: readonly OrderStatus[] = ['Held', 'Confirmed', 'Ticketed'];

/**
 * Why an order in `status` cannot be cancelled, for people; null when it can. A Held invoice order is
 * cancelled by releasing it (nothing was paid).
 */
export function cancelRefusal(status: OrderStatus): string | null {
  if (CANCELLABLE_STATES.includes(status)) return null;
  switch (status) {
    case 'Authorised':
      return 'This booking is still being paid for. Try again in a minute.';
    case 'ChangePending':
      return 'A change to this booking is in progress. Finish or abandon it before cancelling.';
    case 'Released':
      return 'This booking was released because it was not paid: there is nothing to cancel.';
    case 'Failed':
      return 'This booking was not completed because the payment was refused: there is nothing to cancel.';
    default:
      return 'This booking is already cancelled.';
  }
}

/**
 * The state the cancelling transaction moves an order to: Released for an unpaid hold, Cancelled for a
 * paid one (final when nothing comes back; otherwise until the gateway's refund answers).
 */
export function stateOnCancel(from: OrderStatus): OrderStatus {
  return from === 'Held' ? 'Released' : 'Cancelled';
}

/** The state once the gateway has refunded: by what came back of what was paid. */
export function stateAfterRefund(paidCents: number, refundCents: number): OrderStatus {
  return refundCents >= paidCents ? 'Refunded' : 'PartlyRefunded';
}
