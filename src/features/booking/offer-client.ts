import type { Ancillaries, OfferCreateBody, OfferSeatMap } from '../../shared/contracts/offer';
import { offerCreate, offerReview, offerSeatMap } from '../../shared/contracts/endpoints-booking';
import { callBooking } from '../flights/booking-client';

/**
 * The booking islands' calls of the Booking API's offer endpoints, through the browser client. Failures
 * throw ApiError with the server's text and HTTP status (409 a seat taken, 410 the search session gone,
 * 404 the flights gone).
 */

/** OfferCreate from the chosen fares, or a re-price of an expired offer (fromOfferId). */
export const createOffer = (body: OfferCreateBody) => callBooking(offerCreate, body);

export const reviewOffer = (offerId: string, ancillaries?: Ancillaries) =>
  callBooking(offerReview, ancillaries ? { offerId, ancillaries } : { offerId });

/** Every flight of the offer with its seat map (or why there is none), in flight order. */
export async function getSeatMaps(offerId: string): Promise<OfferSeatMap[]> {
  return (await callBooking(offerSeatMap, { offerId })) ?? [];
}
