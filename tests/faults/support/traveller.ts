/**
 * A traveller for the fault tests: the load scenario's browser (scripts/load/browser.ts: cookie jar,
 * same-origin BFF calls, the islands' resend of a lost answer with the same Idempotency-Key) running the
 * shortest booking (search → offer → card → order), with every status counted for the figures.
 */
import { Browser, JourneyError, type Answer, type Recorder } from '../../../scripts/load/browser';
import {
  CARDS,
  bookingCall,
  cardAttempt,
  dateIn,
  newKey,
  type Journey,
} from '../../../scripts/load/journey-kit';
import { createReviewedOffer, orderCreateBody } from '../../../scripts/shared/booking-driver';

/** Counts every status and resend, for the figures a test prints. */
export class Tally implements Recorder {
  readonly counts: Record<string, number> = {};
  counter(name: string, value = 1): void {
    this.counts[name] = (this.counts[name] ?? 0) + value;
  }
  histogram(): void {}
  /** The counters starting with a prefix (e.g. "status."). */
  with(prefix: string): Record<string, number> {
    return Object.fromEntries(Object.entries(this.counts).filter(([name]) => name.startsWith(prefix)));
  }
}

export interface Booking {
  /** The traveller's contact email, unique per booking (the database check finds orders by it). */
  email: string;
  /** The OrderCreate key, kept across the islands' resends. */
  orderKey: string;
  orderId?: string;
  /** Where it stopped when it did not end with an order: step and status. */
  failure?: string;
}

export function newTraveller(origin: string, tally: Tally): Journey {
  const id = crypto.randomUUID().replaceAll('-', '').slice(0, 16);
  return {
    browser: new Browser(origin, tally),
    recorder: tally,
    settings: { thinkMs: 0, abandonRate: 0 },
    id,
  };
}

/** An offer on the first direct SYD–MEL flight of a date some weeks out. */
export function createOffer(
  journey: Journey,
  daysOut = 30,
): Promise<{ offerId: string; totalCents: number }> {
  return createReviewedOffer<{ offerId: string; totalCents: number }>(bookingCall(journey), {
    search: { depDate: dateIn(daysOut) },
    resultsPage: { pageNumber: 1 },
    choose: (itineraries) => {
      const direct = itineraries.find((item) => item.stops === 0);
      if (!direct) throw new JourneyError('results', 200, 'no direct flight');
      return { pricedItineraryId: direct.pricedItineraryId, brandIndex: direct.brands[0]!.brandIndex };
    },
  });
}

/** OrderCreate's body for a card payment, as the payment island sends it. */
export function orderBodyOf(
  offerId: string,
  booking: Booking,
  payment: { paymentId: string; amountCents: number },
) {
  return orderCreateBody({ offerId, email: booking.email, payment });
}

/** OrderCreate for a card payment, resent with the same key after a lost answer (as the islands do). */
export function createOrder(
  journey: Journey,
  booking: Booking,
  offerId: string,
  payment: { paymentId: string; amountCents: number },
): Promise<Answer<{ orderId: string }>> {
  return journey.browser.idempotent<{ orderId: string }>(
    'order',
    '/api/booking/Order/OrderCreate',
    orderBodyOf(offerId, booking, payment),
    booking.orderKey,
  );
}

/** One whole card booking; never throws: a failure is recorded on the booking. */
export async function bookFlight(journey: Journey, daysOut = 30): Promise<Booking> {
  const booking: Booking = { email: `faults-${journey.id}@example.com`, orderKey: newKey('ord') };
  try {
    const offer = await createOffer(journey, daysOut);
    const payment = await cardAttempt(journey, offer.offerId, CARDS.approved);
    if (payment === 'declined') throw new JourneyError('pay', 200, 'approved card declined');
    const made = await createOrder(journey, booking, offer.offerId, payment);
    booking.orderId = Browser.must('order', made).orderId;
  } catch (error) {
    booking.failure = error instanceof Error ? error.message : String(error);
  }
  return booking;
}
