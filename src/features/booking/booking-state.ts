import type { Ancillaries, Offer } from '../../shared/contracts/offer';
import { isValidPassenger } from './passenger-form';
import type { BookingContact, FlightOfferState, PassengerDetails } from './flight-offer.store';

/**
 * The pure transitions of the booking part of $flightOffer (spec §3): the offer as the Booking API
 * answered it, the travellers' details, the contact, the ancillaries and the step of /flight/book.
 * Card data never enters this state.
 */

export const BOOKING_STEPS = ['passengers', 'contact', 'seats', 'baggage', 'meals', 'review'] as const;
const LAST_STEP = BOOKING_STEPS.length;

export const NO_ANCILLARIES: Ancillaries = { seats: [], bags: [], meals: [] };

export const EMPTY_PASSENGER: PassengerDetails = {
  title: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  nationality: '',
  passportNumber: '',
  passportIssueDate: '',
  passportExpiryDate: '',
  passportCountry: '',
  frequentFlyerAirline: '',
  frequentFlyerNumber: '',
};

/** OfferCreate answered: the booking starts at its first step with the offer's travellers. */
export function offerCreatedState(state: FlightOfferState, offer: Offer): FlightOfferState {
  const details = new Map(state.travelers.map((traveler) => [traveler.travelerId, traveler.details]));
  return {
    ...state,
    offerId: offer.offerId,
    offerData: offer,
    travelers: offer.passengers.map((passenger) => ({
      travelerId: passenger.travelerId,
      passengerType: passenger.passengerType,
      details: details.get(passenger.travelerId) ?? null,
    })),
    passengerAncillaries: offer.ancillaries ?? NO_ANCILLARIES,
    bookingStep: 1,
  };
}

/** OfferReview answered: its prices and the ancillaries it holds are the truth from now on. */
export function offerReviewedState(state: FlightOfferState, offer: Offer): FlightOfferState {
  return {
    ...state,
    offerId: offer.offerId,
    offerData: offer,
    passengerAncillaries: offer.ancillaries ?? NO_ANCILLARIES,
  };
}

/** A re-priced offer (after expiry) replaces the old one; what was entered and chosen stays. */
export function offerRepricedState(state: FlightOfferState, offer: Offer): FlightOfferState {
  return { ...state, offerId: offer.offerId, offerData: offer };
}

export function passengerSavedState(
  state: FlightOfferState,
  travelerId: string,
  details: PassengerDetails,
): FlightOfferState {
  return {
    ...state,
    travelers: state.travelers.map((traveler) =>
      traveler.travelerId === travelerId ? { ...traveler, details } : traveler,
    ),
  };
}

export function contactSavedState(state: FlightOfferState, contact: BookingContact): FlightOfferState {
  return { ...state, contact };
}

/**
 * The furthest step the entered data allows: the contact step needs every traveller's form valid for
 * the trip, the seats need a valid contact. (The forms keep their drafts in the state as they are
 * typed, so validity, not presence, decides.)
 */
export function furthestStep(state: FlightOfferState): number {
  const offer = state.offerData;
  if (!offer || state.travelers.length === 0) return 1;
  const complete = state.travelers.every(
    (traveler) =>
      traveler.details &&
      isValidPassenger(traveler.passengerType, offer, traveler.travelerId, traveler.details),
  );
  if (!complete) return 1;
  if (!isContactFilled(state.contact)) return 2;
  return LAST_STEP;
}

/**
 * The contact step was completed: an email and a mobile number with its country. The contact step
 * checks the number itself (libphonenumber-js, loaded with that step) before it moves on, and OrderCreate
 * checks everything again, so this only keeps a stale or edited state from skipping the step.
 */
function isContactFilled(contact: BookingContact | null): boolean {
  return (
    !!contact &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim()) &&
    /^[A-Z]{2}$/.test(contact.mobileCountry) &&
    contact.mobileNumber.replace(/\D/g, '').length >= 6
  );
}

/** Moves to a step, never past what the entered data allows (a stale or edited state cannot skip). */
export function stepState(state: FlightOfferState, step: number): FlightOfferState {
  const bookingStep = Math.max(1, Math.min(Math.trunc(step) || 1, furthestStep(state)));
  return bookingStep === state.bookingStep ? state : { ...state, bookingStep };
}

/** The step to show after a reload: the saved one, within what the entered data allows. */
export function resumeStep(state: FlightOfferState): number {
  return Math.max(1, Math.min(state.bookingStep || 1, furthestStep(state)));
}

// ---------------------------------------------------------------- ancillaries

/** One seat per traveller per flight; choosing a seat another traveller of the booking has moves it. */
export function withSeat(
  ancillaries: Ancillaries,
  travelerId: string,
  flightKey: string,
  designator: string | null,
): Ancillaries {
  const seats = ancillaries.seats.filter(
    (seat) =>
      seat.flightKey !== flightKey || (seat.travelerId !== travelerId && seat.designator !== designator),
  );
  return {
    ...ancillaries,
    seats: designator ? [...seats, { travelerId, flightKey, designator }] : seats,
  };
}

/** One extra-baggage band per traveller per journey; null removes it. */
export function withBag(
  ancillaries: Ancillaries,
  travelerId: string,
  journeyIndex: number,
  bandId: string | null,
): Ancillaries {
  const bags = ancillaries.bags.filter(
    (bag) => bag.travelerId !== travelerId || bag.journeyIndex !== journeyIndex,
  );
  return { ...ancillaries, bags: bandId ? [...bags, { travelerId, journeyIndex, bandId }] : bags };
}

/** One meal request per traveller (for every flight); null removes it. */
export function withMeal(
  ancillaries: Ancillaries,
  travelerId: string,
  mealCode: Ancillaries['meals'][number]['mealCode'] | null,
): Ancillaries {
  const meals = ancillaries.meals.filter((meal) => meal.travelerId !== travelerId);
  return { ...ancillaries, meals: mealCode ? [...meals, { travelerId, mealCode }] : meals };
}

/** The seat a traveller holds on a flight, if any. */
export function seatOf(ancillaries: Ancillaries, travelerId: string, flightKey: string): string | null {
  return (
    ancillaries.seats.find((seat) => seat.travelerId === travelerId && seat.flightKey === flightKey)
      ?.designator ?? null
  );
}
