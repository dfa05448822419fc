import { useEffect } from 'react';
import { pushBookingEventOnce } from '../../payment/data-layer';
import { sendCartEvent } from '../../payment/payment-client';
import { offerIdOfOrder } from '../../payment/payment.store';

interface BookingEventsIslandProps {
  orderId: string;
  bookingReference: string;
  totalCents: number;
}

/**
 * The confirmation's events (spec §4, §9): the CompletedPage cart event and the `booked_online`
 * dataLayer push, once per booking (a reload of the confirmation does not count it again). Renders
 * nothing.
 */
export default function BookingEventsIsland({
  orderId,
  bookingReference,
  totalCents,
}: BookingEventsIslandProps) {
  useEffect(() => {
    const offerId = offerIdOfOrder(orderId);
    const pushed = pushBookingEventOnce(window as unknown as { dataLayer?: unknown[] }, sessionStorage, {
      event: 'booked_online',
      offerId: offerId ?? orderId,
      bookingReference,
      value: totalCents / 100,
      currency: 'AUD',
    });
    if (pushed && offerId) void sendCartEvent(offerId, 'CompletedPage');
  }, [orderId, bookingReference, totalCents]);
  return null;
}
