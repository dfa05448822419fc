/**
 * The invoice (BPAY / EFT) a booking is held on, for flights and hotels alike (ADR 015, ADR 016): due
 * INVOICE_HOLD_HOURS from now, but never later than 24 hours before the trip or the stay begins.
 */
import type { InvoiceDetails } from '../../lib/contracts/order';
import { RequestRejected } from '../http/envelope';
import { invoicePayBy, newCustomerReference } from '../orders/order.rules';
import type { Platform } from '../platform/platform';
import type { PayableKind } from './payables';

const TOO_CLOSE: Record<PayableKind, string> = {
  flight: 'Invoice payment is not available this close to departure. Please pay by card.',
  hotel: 'Invoice payment is not available this close to check-in. Please pay by card.',
};

/**
 * The invoice of a payable's total; 409 when invoices are off or no time is left to pay one. The EFT
 * reference is the booking reference, set when the order's reference is drawn.
 */
export function invoiceTerms(
  platform: Platform,
  payable: { kind: PayableKind; totalCents: number; startsAt: Date },
  now: Date,
): InvoiceDetails {
  const { payments } = platform.config;
  if (!payments.invoiceEnabled) throw new RequestRejected(409, 'Invoice payment is not available');
  const payBy = invoicePayBy(now, payable.startsAt, payments.invoiceHoldHours);
  if (!payBy) throw new RequestRejected(409, TOO_CLOSE[payable.kind]);
  return {
    bpayBillerCode: payments.bpayBillerCode,
    customerReference: newCustomerReference(),
    eft: { ...payments.eft, reference: '' },
    payBy: payBy.toISOString(),
    amountCents: payable.totalCents,
  };
}
