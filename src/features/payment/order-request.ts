/**
 * OrderCreate's body from the booking as $flightOffer holds it (the passenger and contact forms as
 * typed on /flight/book) and the payment page's consent. The Booking API parses and re-validates all
 * of it; this only reshapes.
 */
import type { PaymentMode } from '../../shared/contracts/order';
import { mobileOfParts } from '../../shared/validation/mobile-parts';
import type { BookingContact, BookingTraveler } from '../booking/flight-offer.store';

export interface OrderInput {
  siteId: string;
  offerId: string;
  paymentMode: PaymentMode;
  paymentId?: string | undefined;
  travelers: BookingTraveler[];
  contact: BookingContact | null;
  consent: { termsAccepted: boolean; detailsConfirmed: boolean };
  confirmedTotalCents: number;
}

/** The body, or the reason the booking cannot be ordered from this page (details missing: back to book). */
export function orderCreateBody(input: OrderInput): { body: Record<string, unknown> } | { missing: string } {
  if (!input.contact) return { missing: 'contact' };
  const passengers = [];
  for (const traveler of input.travelers) {
    const details = traveler.details;
    if (!details) return { missing: traveler.travelerId };
    const { frequentFlyerAirline, frequentFlyerNumber, ...person } = details;
    passengers.push({
      travelerId: traveler.travelerId,
      ...person,
      frequentFlyer:
        frequentFlyerAirline.trim() && frequentFlyerNumber.trim()
          ? { airlineCode: frequentFlyerAirline, membershipNumber: frequentFlyerNumber }
          : null,
    });
  }
  if (passengers.length === 0) return { missing: 'passengers' };
  return {
    body: {
      siteId: input.siteId,
      offerId: input.offerId,
      paymentMode: input.paymentMode,
      ...(input.paymentMode === 'MintPayment' && input.paymentId ? { paymentId: input.paymentId } : {}),
      passengers,
      contact: {
        email: input.contact.email,
        mobile: mobileOfParts(input.contact),
      },
      consent: input.consent,
      confirmedTotalCents: input.confirmedTotalCents,
    },
  };
}
