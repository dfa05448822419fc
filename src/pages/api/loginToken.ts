import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { BadRequest, bffEndpoint, envelopeResponse, readJsonObject } from '../../lib/api/bff';
import { SignInSchema, startSignIn } from '../../lib/api/sign-in';

/**
 * Signs in with the login data (username, password): step 1 of 2. The Main API emails a 6-digit code;
 * the pending sign-in stays in an HttpOnly cookie and /api/authToken completes it with the code.
 */
export const POST: APIRoute = bffEndpoint(async ({ request, locals }) => {
  const parsed = v.safeParse(SignInSchema, await readJsonObject(request));
  if (!parsed.success) throw new BadRequest(parsed.issues[0].message);
  const step = await startSignIn(locals.scope, parsed.output);
  switch (step.kind) {
    case 'code-sent':
      return envelopeResponse('Success', 200, 'We have emailed you a verification code', {
        loginStatus: step.loginStatus,
        flowType: step.flowType,
        maskedEmail: step.maskedEmail,
      });
    case 'not-active':
      // FailedNotActive hands its data back so the caller can offer to resend the verification email.
      return envelopeResponse('Failed', 200, 'Your account is not active yet', step.data);
    case 'refused':
      return envelopeResponse('Failed', step.httpStatus, step.message, { loginStatus: 'FailedInvalid' });
  }
});
