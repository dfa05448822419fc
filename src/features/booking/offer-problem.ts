import { ApiError } from '../../lib/api/envelope';
import { OFFER_EXPIRED_MESSAGE, OFFER_ITINERARY_GONE } from '../../shared/contracts/offer';
import { messageOf } from '../../lib/api/browser-client';

/** Spec §8, word for word. */
export const SESSION_EXPIRED =
  'Your last session has expired. Please restart your booking from the beginning.';

/** How the booking screens show a failed offer call, and where they send the traveller. */
export type OfferProblem = { kind: 'gone' | 'session' | 'error'; message: string };

/**
 * 404: the flights (or the offer) are gone, or 409 with the same text (the cabin is full): back to the
 * results. 410: an expired offer is re-priced
 * from the countdown (shown as is); any other 410 is the search session gone: a new search.
 * Anything else shows the server's text.
 */
export function offerProblemOf(error: unknown): OfferProblem {
  if (error instanceof ApiError && error.httpStatus === 410) {
    return error.message === OFFER_EXPIRED_MESSAGE
      ? { kind: 'error', message: OFFER_EXPIRED_MESSAGE }
      : { kind: 'session', message: SESSION_EXPIRED };
  }
  if (error instanceof ApiError && error.httpStatus === 404) {
    return { kind: 'gone', message: error.message || OFFER_ITINERARY_GONE };
  }
  // 409 with the spec's text: the cabin has no room left for the party (ADR 022); other flights may.
  if (error instanceof ApiError && error.message === OFFER_ITINERARY_GONE) {
    return { kind: 'gone', message: OFFER_ITINERARY_GONE };
  }
  return { kind: 'error', message: messageOf(error) };
}
