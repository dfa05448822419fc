import { useStore } from '@nanostores/react';
import { guestFor, $hotelGuest } from '../../hotel-booking/guest.store';
import { hotelPaymentFlow } from '../../hotel-booking/hotel-payment-flow';
import { flightPaymentFlow, type PaymentFlow } from '../payment-flows';
import { $flightOffer, initialFlightOffer } from '../../booking/flight-offer.store';
import { $payment } from '../payment.store';

const SSR_OFFER = initialFlightOffer();

/** A hotel quote's id; anything else paid here is a flight offer (ADR 016). */
const isHotelQuoteId = (offerId: string) => offerId.startsWith('hq_');

/**
 * The booking a payment under way belongs to, found from its paymentId in this tab's payment progress
 * (so the 3-D Secure page serves flights and hotels alike), with the flow that finishes it. Falls back
 * to the flight offer of this tab when the progress does not name the payment.
 */
export function useBookingFlow(siteId: string, paymentId: string): { offerId: string; flow: PaymentFlow } {
  const payments = useStore($payment);
  const flightOffer = useStore($flightOffer, { ssr: () => SSR_OFFER });
  const hotelGuest = useStore($hotelGuest);
  const paying = Object.entries(payments).find(([, progress]) => progress.paymentId === paymentId)?.[0];
  const offerId = paying ?? flightOffer.offerId ?? '';
  if (isHotelQuoteId(offerId)) {
    return { offerId, flow: hotelPaymentFlow(siteId, offerId, guestFor(offerId, hotelGuest)) };
  }
  return {
    offerId,
    flow: flightPaymentFlow(siteId, offerId, flightOffer.travelers, flightOffer.contact),
  };
}
