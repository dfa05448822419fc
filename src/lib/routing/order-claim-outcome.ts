/**
 * Where the "Add this booking to your account" form sends the traveller (issue 21): the trip once it is
 * theirs, or back to the link's landing page with a reason the page shows in the reader's language.
 * Pure, so the mapping from the Booking API's answer is tested without a server.
 */
import { ORDER_CLAIM_TOKEN } from '../../shared/contracts/order-claim';

const CLAIM_PATH = '/trips/claim';

const CLAIM_ERRORS = ['bad-link', 'not-yours', 'unverified', 'other-account', 'unavailable'] as const;
export type ClaimError = (typeof CLAIM_ERRORS)[number];

/** The reason for a refusal of /Order/Claim, by its status and message. */
export function claimErrorOf(status: number, message: string): ClaimError {
  if (status === 400 || status === 404) return 'bad-link';
  if (status === 409) return 'other-account';
  if (status === 403) return /confirm your email/i.test(message) ? 'unverified' : 'not-yours';
  return 'unavailable';
}

/** The landing page again, with the link's token when it is one and the reason. */
export function claimLandingPath(token: string | undefined, error?: ClaimError): string {
  const params = new URLSearchParams();
  if (token && ORDER_CLAIM_TOKEN.test(token)) params.set('token', token);
  if (error) params.set('error', error);
  const query = params.toString();
  return query ? `${CLAIM_PATH}?${query}` : CLAIM_PATH;
}

/** The trip's page, for an order id as the Booking API answers it; the dashboard for anything else. */
export function claimedTripPath(orderId: unknown): string {
  return typeof orderId === 'string' && /^ord_[0-9a-f]{24}$/.test(orderId)
    ? `/dashboard/trips/${orderId}`
    : '/dashboard';
}

export const isClaimError = (value: string | null): value is ClaimError =>
  (CLAIM_ERRORS as readonly string[]).includes(value ?? '');
