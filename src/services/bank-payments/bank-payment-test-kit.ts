/** Helpers of the bank payment tests. */
import type { Order } from '../../shared/contracts/order';

/**
 * An agent's record of an EFT payment of `order`'s whole invoice, received on 22 Nov 2026 and quoting
 * its booking reference; `bookingReference` is the one the agent types to find the order.
 */
export const eftPaymentOf = (order: Order, bookingReference = order.bookingReference) => ({
  bookingReference,
  method: 'EFT',
  reference: order.bookingReference,
  amountCents: order.invoice!.amountCents,
  receivedOn: '2026-11-22',
});
