import type { APIRoute } from 'astro';
import { bffEndpoint, envelopeResponse, forwardToService } from '../../../lib/api/bff';
import { readAccountToken } from '../../../lib/api/session';

/** The signed-in traveller's full profile from the Main API. */
export const POST: APIRoute = bffEndpoint(async (context) => {
  if (!readAccountToken(context.locals.scope))
    return envelopeResponse('Failed', 401, 'You are not signed in');
  return forwardToService(context, 'main', {
    method: 'POST',
    path: '/Profile/RetrieveProfile',
    body: {},
    token: 'account',
  });
});
