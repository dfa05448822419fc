/**
 * The hotel booking as the shared payment steps see it (features/payment/payment-flows.ts): the Hotel API's
 * OrderCreate of the quote with the guest of step 1, and the pages around the payment. A failed
 * 3-D Secure answer comes back to /hotel/book, whose payment step shows why.
 */
import { createHotelOrder } from '../../lib/api/hotel-order-client';
import type { HotelOrderCreateRequest } from '../../shared/contracts/hotel-order';
import type { OrderCallInput, PaymentFlow } from '../payment/payment-flows';
import { guestErrors, guestInput, type GuestDraft } from './guest-details';

const HOTEL_BOOK_PATH = '/hotel/book';

/** OrderCreate's body; null when the guest details are missing or no longer valid. */
export function hotelOrderBody(
  siteId: string,
  quoteId: string,
  guest: GuestDraft | null,
  input: OrderCallInput,
): HotelOrderCreateRequest | null {
  if (!guest || guestErrors(guest)) return null;
  return {
    siteId,
    quoteId,
    paymentMode: input.paymentMode,
    ...(input.paymentMode === 'MintPayment' && input.paymentId ? { paymentId: input.paymentId } : {}),
    // The relay and the Hotel API parse it again (trimmed, lower-cased email): this only reshapes.
    guest: guestInput(guest) as HotelOrderCreateRequest['guest'],
    consent: input.consent as HotelOrderCreateRequest['consent'],
    confirmedTotalCents: input.confirmedTotalCents,
  };
}

export function hotelPaymentFlow(siteId: string, quoteId: string, guest: GuestDraft | null): PaymentFlow {
  return {
    paymentPath: HOTEL_BOOK_PATH,
    detailsPath: HOTEL_BOOK_PATH,
    confirmationPath: (orderId) => `/hotel/confirmation?orderId=${encodeURIComponent(orderId)}`,
    orderCall: (input) => {
      const body = hotelOrderBody(siteId, quoteId, guest, input);
      return body ? (key) => createHotelOrder(body, key) : null;
    },
  };
}
