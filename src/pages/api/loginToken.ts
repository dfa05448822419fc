import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { BadRequest, bffEndpoint, envelopeResponse, readJsonObject } from '../../lib/api/bff';
import { SignInSchema, signInWithPassword } from '../../lib/api/sign-in';

/** Signs in with the login data (username, password) and starts the account session. */
export const POST: APIRoute = bffEndpoint(async ({ request, locals }) => {
  const parsed = v.safeParse(SignInSchema, await readJsonObject(request));
  if (!parsed.success) throw new BadRequest(parsed.issues[0].message);
  const result = await signInWithPassword(locals.scope, parsed.output);
  switch (result.kind) {
    case 'signed-in':
      return envelopeResponse('Success', 200, '', {
        tokenType: result.tokenType,
        tokenExpire: result.tokenExpire,
        profile: result.profile,
      });
    case 'not-active':
      // FailedNotActive hands its data back so the caller can offer to resend the verification email.
      return envelopeResponse('Failed', 200, 'Your account is not active yet', result.data);
    case 'refused':
      return envelopeResponse('Failed', result.httpStatus, result.message, { loginStatus: 'FailedInvalid' });
  }
});
