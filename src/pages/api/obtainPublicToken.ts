import type { APIRoute } from 'astro';
import { bffEndpoint, envelopeResponse } from '../../lib/api/bff';
import { obtainPublicToken } from '../../lib/api/service-client';

/** Makes sure the browser has a valid guest token (kept in an HttpOnly cookie); obtains one if needed. */
export const POST: APIRoute = bffEndpoint(async ({ locals }) => {
  const record = await obtainPublicToken(locals.scope, { force: false });
  return envelopeResponse('Success', 200, '', { token_type: 'Bearer', expires: record.expiresAt });
});
