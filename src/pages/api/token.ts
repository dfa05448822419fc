import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { bffEndpoint, envelopeResponse } from '../../lib/api/bff';
import { ProfileSchema } from '../../shared/contracts/profile';
import { callService } from '../../lib/api/service-client';
import { readAccountToken } from '../../lib/api/session';
import { PROFILE_EXPIRY_COOKIE } from '../../lib/api/token-rules';

/**
 * The signed-in session as the browser may know it: token type, expiry and profile. The token itself
 * stays in its HttpOnly cookie. 401 when nobody is signed in.
 */
export const POST: APIRoute = bffEndpoint(async ({ locals, cookies }) => {
  if (!readAccountToken(locals.scope)) return envelopeResponse('Failed', 401, 'You are not signed in');
  const outcome = await callService<unknown>(locals.scope, 'main', {
    path: '/Account/GetProfile',
    token: 'account',
  });
  const parsed = outcome.kind === 'ok' ? v.safeParse(ProfileSchema, outcome.data) : undefined;
  return envelopeResponse('Success', 200, '', {
    tokenType: 'Bearer',
    tokenExpire: Number(cookies.get(PROFILE_EXPIRY_COOKIE)?.value),
    profile: parsed?.success ? parsed.output : null,
  });
});
