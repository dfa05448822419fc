import type { APIRoute } from 'astro';
import { BadRequest, bffEndpoint, envelopeResponse, forwardToService, readJsonObject } from '../../../lib/api/bff';
import { MAIN_PASS_THROUGH, MAIN_PUBLIC_NO_TOKEN, allowedMethod } from '../../../lib/api/endpoint-allowlist';

/**
 * Same-origin pass-through to the Main API for the spec's endpoint list only. Public endpoints go
 * without a token, the rest with the account token; any account token in an answer is kept in the
 * HttpOnly cookie and removed from what the browser sees.
 */
const handle: APIRoute = bffEndpoint(async (context) => {
  const path = `/${context.params.path ?? ''}`;
  const method = allowedMethod(MAIN_PASS_THROUGH, path);
  if (!method) return envelopeResponse('Failed', 404, 'This endpoint is not available');
  if (context.request.method !== method) return envelopeResponse('Failed', 405, `Use ${method} for this endpoint`);
  const query = Object.fromEntries(context.url.searchParams);
  const body = method === 'POST' ? await readJsonObject(context.request) : undefined;
  if (method === 'GET' && Object.keys(query).length > 20) throw new BadRequest('Too many query parameters');
  return forwardToService(
    context,
    'main',
    { method, path, query, body, token: MAIN_PUBLIC_NO_TOKEN.has(path) ? 'none' : 'account' },
    { captureToken: true },
  );
});

export const GET = handle;
export const POST = handle;
