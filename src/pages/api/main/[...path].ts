import type { APIRoute } from 'astro';
import {
  BadRequest,
  MAX_BFF_BODY_BYTES,
  MAX_BFF_UPLOAD_BYTES,
  bffEndpoint,
  envelopeResponse,
  forwardToService,
  readJsonObject,
} from '../../../lib/api/bff';
import { MAIN_PASS_THROUGH, MAIN_PUBLIC_NO_TOKEN, allowedMethod } from '../../../lib/api/endpoint-allowlist';
import { deviceTokenHeader } from '../../../lib/api/device-cookie';
import { readLoginChallenge } from '../../../lib/api/login-challenge';

/** Calls that continue the pending sign-in: the site adds its loginToken from the HttpOnly cookie. */
const CONTINUES_SIGN_IN = new Set(['/Login/Send2FA', '/Login/Verify2FA']);
/** Password steps: the site adds the browser's device token from its HttpOnly cookie (device-cookie.ts). */
const PASSWORD_STEPS = new Set(['/Login/Token', '/Login/JwtLogin']);

/**
 * Same-origin pass-through to the Main API for the spec's endpoint list only. Public endpoints go
 * without a token, the rest with the account token. Sign-in secrets never reach the browser: an account
 * token or a loginToken in an answer is kept in an HttpOnly cookie and removed from the body.
 */
const handle: APIRoute = bffEndpoint(async (context) => {
  const path = `/${context.params.path ?? ''}`;
  const method = allowedMethod(MAIN_PASS_THROUGH, path);
  if (!method) return envelopeResponse('Failed', 404, 'This endpoint is not available');
  if (context.request.method !== method)
    return envelopeResponse('Failed', 405, `Use ${method} for this endpoint`);
  const query = Object.fromEntries(context.url.searchParams);
  const maxBytes = path.endsWith('ProfileImage') ? MAX_BFF_UPLOAD_BYTES : MAX_BFF_BODY_BYTES;
  const body = method === 'POST' ? await readJsonObject(context.request, maxBytes) : undefined;
  if (body && CONTINUES_SIGN_IN.has(path) && body.loginToken === undefined) {
    const loginToken = readLoginChallenge(context.locals.scope);
    if (loginToken) body.loginToken = loginToken;
  }
  if (method === 'GET' && Object.keys(query).length > 20) throw new BadRequest('Too many query parameters');
  return forwardToService(
    context,
    'main',
    {
      method,
      path,
      query,
      body,
      token: MAIN_PUBLIC_NO_TOKEN.has(path) ? 'none' : 'account',
      ...(PASSWORD_STEPS.has(path) ? { headers: deviceTokenHeader(context.locals.scope) } : {}),
    },
    { captureSignIn: true },
  );
});

export const GET = handle;
export const POST = handle;
