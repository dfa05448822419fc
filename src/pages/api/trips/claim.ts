import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { ApiError } from '../../../lib/api/envelope';
import { callServiceEndpoint } from '../../../lib/api/service-client';
import { orderClaim } from '../../../shared/contracts/endpoints-booking';
import { ServiceUnavailableError } from '../../../lib/api/transport';
import { OrderClaimRequestSchema } from '../../../shared/contracts/order-claim';
import { signInPath } from '../../../features/account/dashboard-nav';
import {
  claimErrorOf,
  claimedTripPath,
  claimLandingPath,
  type ClaimError,
} from '../../../lib/routing/order-claim-outcome';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { readForm, text } from '../session/_account-forms';

/**
 * The "Add this booking to your account" landing's button (a POST, so mail scanners that open links do
 * not claim anything): POST /Order/Claim with the account token, then the trip, or the landing again
 * with the reason.
 */
export const POST: APIRoute = async (context) => {
  const go = (path: string) => context.redirect(safeReturnPath(path, context.url.origin), 303);
  const token = text(await readForm(context.request), 'token');
  const parsed = v.safeParse(OrderClaimRequestSchema, { token });
  if (!parsed.success) return go(claimLandingPath(undefined, 'bad-link'));
  const landing = claimLandingPath(parsed.output.token);
  if (!context.locals.session.signedIn) return go(signInPath(landing));
  let error: ClaimError;
  try {
    const outcome = await callServiceEndpoint(context.locals.scope, orderClaim, parsed.output);
    if (outcome.kind === 'ok') return go(claimedTripPath(outcome.data?.orderId));
    error = 'unavailable';
  } catch (failure) {
    if (failure instanceof ApiError && failure.signedOut) return go(signInPath(landing));
    if (failure instanceof ApiError) error = claimErrorOf(failure.httpStatus, failure.message);
    else if (failure instanceof ServiceUnavailableError) error = 'unavailable';
    else throw failure;
  }
  return go(claimLandingPath(parsed.output.token, error));
};
