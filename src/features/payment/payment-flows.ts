/**
 * What the payment steps need to know about the thing being booked (ADR 016: a flight offer or a
 * hotel quote is paid the same way): how to create its order, and which pages come before and after.
 * The card, PreAuth, 3-D Secure and polling steps are the same for both (features/payment/islands).
 */
import type { PaymentMode } from '../../shared/contracts/order';
import type { BookingContact, BookingTraveler } from '../booking/flight-offer.store';
import { orderCreateBody } from './order-request';
import { createOrder } from './payment-client';

export interface OrderCallInput {
  paymentMode: PaymentMode;
  paymentId?: string | undefined;
  consent: { termsAccepted: boolean; detailsConfirmed: boolean };
  confirmedTotalCents: number;
}

/** The order a booking made: what the payment progress records. */
interface OrderMade {
  orderId: string;
  bookingReference: string;
}

export interface PaymentFlow {
  /** The page with the payment form: a failed attempt on the 3-D Secure page goes back there. */
  paymentPath: string;
  /** Where the traveller completes missing booking details. */
  detailsPath: string;
  confirmationPath: (orderId: string) => string;
  /**
   * The OrderCreate call of this booking, sent with an Idempotency-Key; null when details it needs are
   * missing from this tab (the traveller goes back to `detailsPath`).
   */
  orderCall: (input: OrderCallInput) => ((idempotencyKey: string) => Promise<OrderMade>) | null;
}

/** The flight booking: /flight/book → /flight/payment → /flight/confirmation, Booking API OrderCreate. */
export function flightPaymentFlow(
  siteId: string,
  offerId: string,
  travelers: BookingTraveler[],
  contact: BookingContact | null,
): PaymentFlow {
  return {
    paymentPath: '/flight/payment',
    detailsPath: '/flight/book',
    confirmationPath: (orderId) => `/flight/confirmation?orderId=${encodeURIComponent(orderId)}`,
    orderCall: (input) => {
      const request = orderCreateBody({ siteId, offerId, travelers, contact, ...input });
      if (!('body' in request)) return null;
      return (key) => createOrder(request.body, key);
    },
  };
}
