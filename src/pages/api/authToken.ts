import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { BadRequest, bffEndpoint, envelopeResponse, readJsonObject } from '../../lib/api/bff';
import { VerifyCodeSchema, completeSignIn } from '../../lib/api/sign-in';

/**
 * Completes the pending sign-in with the emailed code (step 2 of 2) and starts the account session;
 * answers the session's type, expiry and profile (the token stays in its HttpOnly cookie).
 */
export const POST: APIRoute = bffEndpoint(async ({ request, locals }) => {
  const parsed = v.safeParse(VerifyCodeSchema, await readJsonObject(request));
  if (!parsed.success) throw new BadRequest(parsed.issues[0].message);
  const result = await completeSignIn(locals.scope, parsed.output);
  if (result.kind === 'refused') return envelopeResponse('Failed', result.httpStatus, result.message);
  return envelopeResponse('Success', 200, 'Signed in', {
    tokenType: result.tokenType,
    tokenExpire: result.tokenExpire,
    profile: result.profile,
  });
});
