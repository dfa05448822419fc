/**
 * /Utilities/CheckBookingRestriction before a booking starts (issue 25): the detail page's Continue asks
 * whether the chosen journeys can be booked online before OfferCreate holds a price for them, so a
 * departure too close (or past) stops there with a clear message instead of failing later.
 */
import { utilitiesCheckBookingRestriction } from '../../shared/contracts/endpoints-booking';
import { callBooking } from '../flights/booking-client';
import { criteriaFromQuery } from '../flights/search-criteria';
import type { FlightOfferState } from './flight-offer.store';

// A type, not an interface: the catalogue's loose body type takes it as a plain record.
export type RestrictionRequest = {
  siteId: string;
  journeys: { depDate: string }[];
  passengerInfos: { passengerType: 'Adult' | 'Children' | 'Infants'; count: number }[];
};

/** The check's body: each chosen journey's departure date (the airport's own) and the search's travellers. */
export function restrictionRequestOf(
  siteId: string,
  state: Pick<FlightOfferState, 'selectedPItin' | 'searchKey'>,
): RestrictionRequest | null {
  const journeys = state.selectedPItin.map((itinerary) => ({
    depDate: (itinerary.segments[0]?.departure.time ?? '').slice(0, 10),
  }));
  if (journeys.length === 0 || journeys.some((journey) => !/^\d{4}-\d{2}-\d{2}$/.test(journey.depDate))) {
    return null;
  }
  const { adult, children, infants } = criteriaFromQuery(
    new URLSearchParams(state.searchKey ?? ''),
  ).passengerInfos;
  return {
    siteId,
    journeys,
    passengerInfos: [
      { passengerType: 'Adult', count: adult },
      { passengerType: 'Children', count: children },
      { passengerType: 'Infants', count: infants },
    ],
  };
}

/**
 * The service's reason the trip cannot be booked online, or null when it can. When the check cannot be
 * made (no dates, the service did not answer) the booking goes on: OfferCreate applies its own rules.
 */
export async function bookingRestrictionOf(
  siteId: string,
  state: Pick<FlightOfferState, 'selectedPItin' | 'searchKey'>,
): Promise<string | null> {
  const request = restrictionRequestOf(siteId, state);
  if (!request) return null;
  const answer = (await callBooking(utilitiesCheckBookingRestriction, request)) as
    { isRestricted?: unknown; message?: unknown } | undefined;
  if (answer?.isRestricted !== true) return null;
  return typeof answer.message === 'string' ? answer.message : '';
}
