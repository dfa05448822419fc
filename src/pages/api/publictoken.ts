import type { APIRoute } from 'astro';
import { bffEndpoint, envelopeResponse } from '../../lib/api/bff';
import { obtainPublicToken } from '../../lib/api/service-client';

/**
 * Refreshes the guest token (used after a content call is refused with 401/403). The spec returns
 * data.access_token; here the token stays in its HttpOnly cookie and the browser gets its type and
 * expiry only (docs/decisions/003-tokens-in-httponly-cookies.md).
 */
export const POST: APIRoute = bffEndpoint(async ({ locals }) => {
  const record = await obtainPublicToken(locals.scope, { force: true });
  return envelopeResponse('Success', 200, '', { token_type: 'Bearer', expires: record.expiresAt });
});
