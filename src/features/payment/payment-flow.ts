/**
 * The card payment's steps after Pay (spec §4 flight flow: pre-authorisation, status check, order
 * create; failure or timeout). Pure: the island performs each step and asks here what comes next.
 */
import type { PreAuth } from '../../shared/contracts/order';
import { PAYMENT_FAILED, PAYMENT_TIMEOUT } from '../../shared/contracts/payment-texts';

/** Time between two CheckPreAuthStatus calls. */
export const POLL_INTERVAL_MS = 2_000;
/**
 * How long the browser waits for an answer before it shows the timeout text. A little longer than the
 * Booking API's own limit (PREAUTH_TIMEOUT_SECONDS, 60 by default), which voids the authorisation and
 * answers TimedOut: the browser normally hears that rather than giving up on its own.
 */
export const PAYMENT_WAIT_LIMIT_MS = 75_000;

export type NextStep =
  | { kind: 'order' }
  | { kind: 'challenge'; challengeUrl: string }
  | { kind: 'poll'; afterMs: number }
  | { kind: 'failed'; message: string }
  | { kind: 'timeout'; message: string };

/** What to do with a PreAuth or CheckPreAuthStatus answer, `elapsedMs` after Pay was pressed. */
export function nextStepAfter(
  preAuth: Pick<PreAuth, 'status' | 'challengeUrl'>,
  elapsedMs: number,
): NextStep {
  switch (preAuth.status) {
    case 'Authorised':
      return { kind: 'order' };
    case 'ChallengeRequired':
      return preAuth.challengeUrl
        ? { kind: 'challenge', challengeUrl: preAuth.challengeUrl }
        : { kind: 'failed', message: PAYMENT_FAILED };
    case 'Pending':
      return elapsedMs >= PAYMENT_WAIT_LIMIT_MS
        ? { kind: 'timeout', message: PAYMENT_TIMEOUT }
        : { kind: 'poll', afterMs: POLL_INTERVAL_MS };
    case 'TimedOut':
      return { kind: 'timeout', message: PAYMENT_TIMEOUT };
    case 'Declined':
    default:
      return { kind: 'failed', message: PAYMENT_FAILED };
  }
}

/**
 * The same-origin page a ChallengeRequired PreAuth points at (the Booking API answers
 * "/flight/payment-auth?paymentId=..."); undefined for anything else, so an answer can never send the
 * traveller to another site.
 */
export function paymentAuthPath(challengeUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(challengeUrl, 'https://site.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://site.invalid' || url.pathname !== '/flight/payment-auth') return undefined;
  return `${url.pathname}${url.search}`;
}
