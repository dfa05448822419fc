/**
 * The invoice (BPAY / EFT) a booking is held on, for flights and hotels alike (ADR 015, ADR 016): due
 * INVOICE_HOLD_HOURS from now, but never later than 24 hours before the trip or the stay begins, and only
 * offered when it begins at least INVOICE_MIN_LEAD_DAYS ahead (ADR 021).
 */
import type { InvoiceDetails } from '../../shared/contracts/order';
import { RequestRejected } from '../http/envelope';
import { INVOICE_MESSAGES, invoicePayBy, leadTimeRefusal, newCustomerReference } from './invoice.rules';
import type { Platform } from '../platform/platform';
import type { PayableKind } from '../payables/payable-port';

const TOO_CLOSE: Record<PayableKind, string> = {
  flight: 'Invoice payment is not available this close to departure. Please pay by card.',
  hotel: 'Invoice payment is not available this close to check-in. Please pay by card.',
};

/**
 * Why invoice cannot pay for this payable, or null when it can: switched off, or the trip or stay begins
 * too soon for a bank payment to clear (ADR 021). PaymentGatewayInfo shows it; OrderCreate answers it (409).
 */
export function invoiceUnavailableReason(
  platform: Platform,
  payable: { kind: PayableKind; startsAt: Date },
  now: Date,
): string | null {
  const { payments } = platform.config;
  if (!payments.invoiceEnabled) return INVOICE_MESSAGES.invoiceOff;
  return leadTimeRefusal(payable.kind, payable.startsAt, now, payments.holdPolicy.minLeadDays);
}

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
  const unavailable = invoiceUnavailableReason(platform, payable, now);
  if (unavailable) throw new RequestRejected(409, unavailable);
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
