import type { TFunction } from 'i18next';
import type { Order } from '../../shared/contracts/order';
import { formatInstant } from './format';

/** The page's t(), or any function with its call shape (the tests'). */
type Translate = TFunction | ((key: string, options?: Record<string, unknown>) => string);

/** An order waits for its bank payment: invoice orders until a BPAY or EFT payment is recorded. */
export function isAwaitingPayment(order: Pick<Order, 'status'>): boolean {
  return order.status === 'Held';
}

/**
 * The heading of a booking's confirmation and success pages. A held invoice order is not confirmed and
 * has no ticket yet, so its heading says it is held and until when (issue 23: booking RHQ9JY was headed
 * "Booking confirmed" while it awaited payment).
 */
export function orderHeadline(order: Order, t: Translate, confirmedKey: string): string {
  const translate = t as (key: string, options?: Record<string, unknown>) => string;
  if (!isAwaitingPayment(order)) return translate(confirmedKey);
  const heldKey = order.kind === 'hotel' ? 'hotelBooking.page.heldTitle' : 'payment.page.heldTitle';
  const payBy = order.invoice?.payBy;
  return payBy ? translate(heldKey, { date: formatInstant(payBy) }) : translate('trips.invoiceIntro');
}
