import { describe, expect, it } from 'vitest';
import { formatCents } from '../../shared/domain/money';
import type { Offer } from '../../shared/contracts/offer';
import { startSearchState } from './flight-offer.actions';
import { decodeFlightOffer, initialFlightOffer, type FlightOfferState } from './flight-offer.store';
import {
  EMPTY_PASSENGER,
  NO_ANCILLARIES,
  contactSavedState,
  furthestStep,
  offerCreatedState,
  offerRepricedState,
  offerReviewedState,
  passengerSavedState,
  resumeStep,
  seatOf,
  stepState,
  withBag,
  withMeal,
  withSeat,
} from './booking-state';
import { janeCitizen } from './traveller.fixture';

const offer = (offerId: string, extra: Partial<Offer> = {}): Offer =>
  ({
    offerId,
    passengers: [
      { travelerId: 'T1', passengerType: 'Adult' },
      { travelerId: 'T2', passengerType: 'Infants' },
    ],
    ancillaries: NO_ANCILLARIES,
    expiresAt: '2026-12-01T10:30:00Z',
    totalCents: 291420,
    firstTravelDate: '2027-03-10',
    lastTravelDate: '2027-03-24',
    international: true,
    ...extra,
  }) as Offer;

const jane = {
  ...EMPTY_PASSENGER,
  ...janeCitizen,
  passportNumber: 'PA1234567',
  passportIssueDate: '2020-01-01',
  passportExpiryDate: '2035-01-01',
  passportCountry: 'AU',
};
const baby = { ...jane, firstName: 'Baby', dateOfBirth: '2026-06-01' };
const contact = { email: 'jane@example.com', mobileCountry: 'AU', mobileNumber: '0412345678' };

function booked(): FlightOfferState {
  let state = startSearchState(initialFlightOffer(), 'trip=oneway', { adult: 1, children: 0, infants: 1 });
  state = offerCreatedState(state, offer('off_1'));
  state = passengerSavedState(state, 'T1', jane);
  state = passengerSavedState(state, 'T2', baby);
  return contactSavedState(state, contact);
}

describe('booking state in $flightOffer', () => {
  it('OfferCreate starts the booking at step 1 with the offer and its travellers', () => {
    const state = offerCreatedState(initialFlightOffer(), offer('off_1'));
    expect(state).toMatchObject({ offerId: 'off_1', bookingStep: 1, passengerAncillaries: NO_ANCILLARIES });
    expect(state.travelers).toEqual([
      { travelerId: 'T1', passengerType: 'Adult', details: null },
      { travelerId: 'T2', passengerType: 'Infants', details: null },
    ]);
  });

  it('moves through the steps only as far as the entered data allows', () => {
    let state = offerCreatedState(initialFlightOffer(), offer('off_1'));
    expect(stepState(state, 3).bookingStep).toBe(1);
    state = passengerSavedState(state, 'T1', jane);
    expect(furthestStep(state)).toBe(1);
    // A draft that fails the trip's rules (an adult's birth date for an infant) keeps step 1.
    state = passengerSavedState(state, 'T2', jane);
    expect(stepState(state, 3).bookingStep).toBe(1);
    state = passengerSavedState(state, 'T2', baby);
    expect(stepState(state, 3).bookingStep).toBe(2);
    expect(stepState(contactSavedState(state, { ...contact, email: 'x' }), 3).bookingStep).toBe(2);
    expect(stepState(contactSavedState(state, { ...contact, mobileNumber: '12' }), 3).bookingStep).toBe(2);
    expect(stepState(contactSavedState(state, { ...contact, mobileCountry: '' }), 3).bookingStep).toBe(2);
    state = contactSavedState(state, contact);
    expect(stepState(state, 5).bookingStep).toBe(5);
    expect(stepState(state, 99).bookingStep).toBe(6);
    expect(stepState(state, 0).bookingStep).toBe(1);
  });

  it('a reload resumes at the saved step with what was entered (through sessionStorage JSON)', () => {
    const state = stepState(booked(), 4);
    const reloaded = decodeFlightOffer(JSON.stringify(state));
    expect(resumeStep(reloaded)).toBe(4);
    expect(reloaded.travelers[0]?.details?.firstName).toBe('Jane');
    expect(reloaded.contact).toEqual(contact);
    // An edited step beyond what was entered falls back.
    expect(resumeStep({ ...reloaded, contact: null, bookingStep: 5 })).toBe(2);
  });

  it('OfferReview replaces the prices and ancillaries; a re-price keeps what was entered and chosen', () => {
    const seats = withSeat(NO_ANCILLARIES, 'T1', 'QF1', '7A');
    let state = offerReviewedState(booked(), offer('off_1', { ancillaries: seats, totalCents: 300000 }));
    expect(state.passengerAncillaries).toEqual(seats);
    expect(state.offerData?.totalCents).toBe(300000);
    state = offerRepricedState(stepState(state, 5), offer('off_2', { totalCents: 310000 }));
    expect(state).toMatchObject({ offerId: 'off_2', bookingStep: 5, contact, passengerAncillaries: seats });
    expect(state.travelers[0]?.details).toEqual(jane);
  });

  it('a new search resets the booking (spec §4)', () => {
    const state = startSearchState(stepState(booked(), 4), 'trip=return', {
      adult: 2,
      children: 0,
      infants: 0,
    });
    expect(state).toMatchObject({
      offerId: null,
      offerData: null,
      contact: null,
      bookingStep: 1,
      passengerAncillaries: NO_ANCILLARIES,
    });
    expect(state.travelers.map((traveler) => traveler.details ?? null)).toEqual([null, null]);
  });

  it('one seat per traveller per flight; a seat taken by another traveller of the booking moves', () => {
    let seats = withSeat(NO_ANCILLARIES, 'T1', 'QF1', '7A');
    seats = withSeat(seats, 'T1', 'QF1', '7D');
    seats = withSeat(seats, 'T1', 'QF2', '3A');
    expect(seats.seats).toEqual([
      { travelerId: 'T1', flightKey: 'QF1', designator: '7D' },
      { travelerId: 'T1', flightKey: 'QF2', designator: '3A' },
    ]);
    seats = withSeat(seats, 'T3', 'QF1', '7D');
    expect(seatOf(seats, 'T1', 'QF1')).toBeNull();
    expect(seatOf(seats, 'T3', 'QF1')).toBe('7D');
    expect(seatOf(withSeat(seats, 'T3', 'QF1', null), 'T3', 'QF1')).toBeNull();
  });

  it('one bag band per traveller per journey and one meal per traveller', () => {
    let extras = withBag(NO_ANCILLARIES, 'T1', 0, 'bag-10kg');
    extras = withBag(extras, 'T1', 0, 'bag-20kg');
    extras = withBag(extras, 'T1', 1, 'bag-10kg');
    expect(extras.bags).toEqual([
      { travelerId: 'T1', journeyIndex: 0, bandId: 'bag-20kg' },
      { travelerId: 'T1', journeyIndex: 1, bandId: 'bag-10kg' },
    ]);
    expect(withBag(extras, 'T1', 0, null).bags).toHaveLength(1);
    extras = withMeal(withMeal(extras, 'T1', 'VGML'), 'T1', 'AVML');
    expect(extras.meals).toEqual([{ travelerId: 'T1', mealCode: 'AVML' }]);
    expect(withMeal(extras, 'T1', null).meals).toEqual([]);
  });

  it('shows cents as money, never raw', () => {
    expect(formatCents(291420)).toBe('$2,914.20');
    expect(formatCents(0)).toBe('$0.00');
  });
});
