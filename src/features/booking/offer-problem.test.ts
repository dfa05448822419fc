import { describe, expect, it } from 'vitest';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api/envelope';
import { OFFER_EXPIRED_MESSAGE, OFFER_ITINERARY_GONE } from '../../shared/contracts/offer';
import { SESSION_EXPIRED, offerProblemOf } from './offer-problem';

describe('offer call failures as the booking screens show them', () => {
  it('sends a gone itinerary back to the results', () => {
    expect(offerProblemOf(new ApiError(OFFER_ITINERARY_GONE, 404))).toEqual({
      kind: 'gone',
      message: OFFER_ITINERARY_GONE,
    });
  });

  it('sends a full cabin (409 with the same text) back to the results too', () => {
    expect(offerProblemOf(new ApiError(OFFER_ITINERARY_GONE, 409))).toEqual({
      kind: 'gone',
      message: OFFER_ITINERARY_GONE,
    });
  });

  it('tells an expired offer from a gone search session (both 410)', () => {
    expect(offerProblemOf(new ApiError(OFFER_EXPIRED_MESSAGE, 410))).toEqual({
      kind: 'error',
      message: OFFER_EXPIRED_MESSAGE,
    });
    expect(offerProblemOf(new ApiError('Search session expired', 410))).toEqual({
      kind: 'session',
      message: SESSION_EXPIRED,
    });
  });

  it("shows a seat conflict's own message, and a generic one for a network failure", () => {
    expect(offerProblemOf(new ApiError('Seat 7A is no longer available', 409)).message).toBe(
      'Seat 7A is no longer available',
    );
    expect(offerProblemOf(new TypeError('offline')).message).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
