import type { Ancillaries, Offer, OfferCreateBody, OfferSeatMap } from '../../shared/contracts/offer';
import { callBooking } from '../flights/booking-client';

/**
 * The booking islands' calls of the Booking API's offer endpoints, through the site's same-origin BFF
 * (/api/booking/...). Failures throw ApiError with the server's text and HTTP status (409 a seat taken,
 * 410 the search session gone, 404 the flights gone).
 */

/** OfferCreate from the chosen fares, or a re-price of an expired offer (fromOfferId). */
export const createOffer = (body: OfferCreateBody) =>
  callBooking<Offer>('POST', '/Offer/OfferCreate', { body });

export const reviewOffer = (offerId: string, ancillaries?: Ancillaries) =>
  callBooking<Offer>('POST', '/Offer/OfferReview', {
    body: ancillaries ? { offerId, ancillaries } : { offerId },
  });

/** Every flight of the offer with its seat map (or why there is none), in flight order. */
export async function getSeatMaps(offerId: string): Promise<OfferSeatMap[]> {
  return (await callBooking<OfferSeatMap[]>('POST', '/Offer/SeatMap', { body: { offerId } })) ?? [];
}

export interface PassengerTitle {
  code: string;
  name: string;
}

export const getPassengerTitles = (siteId: string) =>
  callBooking<PassengerTitle[]>('POST', '/Utilities/PassengerTitle', { body: { siteId } });
