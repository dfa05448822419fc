import type { Ancillaries, Offer } from '../../shared/contracts/offer';
import { $flightOffer, type BookingContact, type PassengerDetails } from './flight-offer.store';
import {
  contactSavedState,
  offerCreatedState,
  offerRepricedState,
  offerReviewedState,
  passengerSavedState,
  stepState,
} from './booking-state';

/** The verbs of the booking screens on $flightOffer (the pure transitions are in booking-state.ts). */

export function startBooking(offer: Offer) {
  $flightOffer.set(offerCreatedState($flightOffer.get(), offer));
}

export function applyReview(offer: Offer) {
  $flightOffer.set(offerReviewedState($flightOffer.get(), offer));
}

export function applyReprice(offer: Offer) {
  $flightOffer.set(offerRepricedState($flightOffer.get(), offer));
}

export function savePassenger(travelerId: string, details: PassengerDetails) {
  $flightOffer.set(passengerSavedState($flightOffer.get(), travelerId, details));
}

export function saveContact(contact: BookingContact) {
  $flightOffer.set(contactSavedState($flightOffer.get(), contact));
}

export function goToStep(step: number) {
  $flightOffer.set(stepState($flightOffer.get(), step));
}

/** The ancillaries the traveller chose, before OfferReview confirms (or refuses) them. */
export function setAncillaries(passengerAncillaries: Ancillaries) {
  $flightOffer.set({ ...$flightOffer.get(), passengerAncillaries });
}
