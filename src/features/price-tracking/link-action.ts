import type { APIRoute } from 'astro';
import { ApiError } from '../../lib/api/envelope';
import { readFormBody } from '../../lib/api/json-body';
import { callService } from '../../lib/api/service-client';
import { ServiceUnavailableError } from '../../lib/api/transport';
import { safeReturnPath } from '../../shared/content/safe-link';
import {
  landingPath,
  outcomeOfStatus,
  SERVICE_PATHS,
  trackerTokenOf,
  type LinkOutcome,
  type TrackerAction,
} from './link-outcome';

/**
 * The zero-JS form endpoint behind a price-tracking link's button: the token from the form, checked
 * with the contract's pattern, to the Booking API, then POST-redirect-GET to the landing with its outcome.
 */
export function trackerLinkEndpoint(action: TrackerAction): APIRoute {
  return async (context) => {
    const go = (outcome: LinkOutcome) =>
      context.redirect(safeReturnPath(landingPath(action, outcome), context.url.origin), 303);
    const form = await readFormBody(context.request).catch(() => new FormData());
    const raw = form.get('token');
    const token = trackerTokenOf(typeof raw === 'string' ? raw : undefined);
    if (!token) return go('invalid');
    try {
      const answer = await callService(context.locals.scope, 'booking', {
        method: 'POST',
        path: SERVICE_PATHS[action],
        body: { token },
        token: 'public',
      });
      return go(answer.kind === 'ok' ? 'done' : 'unavailable');
    } catch (failure) {
      if (failure instanceof ApiError) return go(outcomeOfStatus(failure.httpStatus));
      if (failure instanceof ServiceUnavailableError) return go('unavailable');
      throw failure;
    }
  };
}
