import type { APIRoute } from 'astro';
import { bffEndpoint, forwardToService, readJsonObject } from '../../lib/api/bff';

/**
 * Completes a two-step sign-in: forwards the emailed code to the Main API's /Login/Verify2FA and, when
 * it answers with an account token, keeps the token in the HttpOnly cookie and returns the rest.
 */
export const POST: APIRoute = bffEndpoint(async (context) => {
  const body = await readJsonObject(context.request);
  return forwardToService(
    context,
    'main',
    { method: 'POST', path: '/Login/Verify2FA', body, token: 'none' },
    { captureToken: true },
  );
});
