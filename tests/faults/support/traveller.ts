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

/** A booking's contact email and order key, unique to the traveller. */
export function newBooking(journey: Journey): Booking {
  return { email: `faults-${journey.id}@example.com`, orderKey: newKey('ord') };
}

/** An offer paid with the approved test card: the payment authorised, the order not yet placed. */
export async function authorisedOffer(journey: Journey, daysOut = 30) {
  const offer = await createOffer(journey, daysOut);
  const payment = await cardAttempt(journey, offer.offerId, CARDS.approved);
  if (payment === 'declined') throw new JourneyError('pay', 200, 'approved card declined');
  return { offer, payment };
}

type CardPayment = { paymentId: string; amountCents: number };

/** OrderCreate's body for a card payment, as the payment island sends it. */
function orderBodyOf(offerId: string, booking: Booking, payment: CardPayment) {
  return orderCreateBody({ offerId, email: booking.email, payment });
}

/** OrderCreate for a card payment, resent with the same key after a lost answer (as the islands do). */
export function createOrder(
  journey: Journey,
  booking: Booking,
  offerId: string,
  payment: CardPayment,
): Promise<Answer<{ orderId: string }>> {
  return journey.browser.idempotent<{ orderId: string }>(
    'order',
    '/api/booking/Order/OrderCreate',
    orderBodyOf(offerId, booking, payment),
    booking.orderKey,
  );
}

/** OrderCreate sent once, as the browser's first attempt: its answer is what the traveller sees. */
export function createOrderOnce(journey: Journey, booking: Booking, offerId: string, payment: CardPayment) {
  return journey.browser.api<{ orderId: string }>(
    '/api/booking/Order/OrderCreate',
    orderBodyOf(offerId, booking, payment),
    { 'Idempotency-Key': booking.orderKey },
  );
}

/** One whole card booking; never throws: a failure is recorded on the booking. */
export async function bookFlight(journey: Journey, daysOut = 30): Promise<Booking> {
  const booking = newBooking(journey);
  try {
    const { offer, payment } = await authorisedOffer(journey, daysOut);
    const made = await createOrder(journey, booking, offer.offerId, payment);
    booking.orderId = Browser.must('order', made).orderId;
  } catch (error) {
    booking.failure = error instanceof Error ? error.message : String(error);
  }
  return booking;
}
