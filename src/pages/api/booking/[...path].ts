import type { APIRoute } from 'astro';
import { bffEndpoint, envelopeResponse, forwardToService, readJsonObject } from '../../../lib/api/bff';
import { BOOKING_PASS_THROUGH, allowedMethod } from '../../../lib/api/endpoint-allowlist';
import { obtainPublicToken } from '../../../lib/api/service-client';
import { readAccountToken } from '../../../lib/api/session';

/**
 * Same-origin pass-through to the Booking API for the spec's endpoint list only, with the bearer by
 * the spec's rule (account token while signed in, otherwise the public token).
 */
const handle: APIRoute = bffEndpoint(async (context) => {
  const path = `/${context.params.path ?? ''}`;
  const method = allowedMethod(BOOKING_PASS_THROUGH, path);
  if (!method) return envelopeResponse('Failed', 404, 'This endpoint is not available');
  if (context.request.method !== method)
    return envelopeResponse('Failed', 405, `Use ${method} for this endpoint`);
  const query = Object.fromEntries(context.url.searchParams);
  const body = method === 'POST' ? await readJsonObject(context.request) : undefined;
  const response = await forwardToService(context, 'booking', { method, path, query, body, token: 'auto' });
  // Spec §4: an error from the shortlist list call means the guest token is suspect: get a new one.
  if (path === '/ShortlistedFlight/List' && !response.ok && !readAccountToken(context.locals.scope)) {
    await obtainPublicToken(context.locals.scope, { force: true });
  }
  return response;
});

export const GET = handle;
export const POST = handle;
