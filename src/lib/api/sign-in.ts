import * as v from 'valibot';
import { ProfileSchema, type Profile } from '../../shared/contracts/profile';
import { siteConfig } from '../config.server';
import { siteLog } from '../log';
import { deviceTokenHeader, keepDeviceToken } from './device-cookie';
import { ApiError } from './envelope';
import { keepLanguageCookie } from './interface-language';
import { clearLoginChallenge, keepLoginChallenge, readLoginChallenge } from './login-challenge';
import { shortlistImportFromGuest } from '../../shared/contracts/endpoints-booking';
import { callService, callServiceEndpoint, type RequestScope } from './service-client';
import { startAccountSession } from './session';
import { PUBLIC_TOKEN_COOKIE, decodePublicToken } from './token-rules';

// A missing field reads as an empty one, so it gets the same message as a blank field.
const requiredText = (max: number) =>
  v.pipe(
    v.optional(v.string('This field is required'), ''),
    v.minLength(1, 'This field is required'),
    v.maxLength(max),
  );

export const SignInSchema = v.object({
  username: v.pipe(requiredText(254), v.trim(), v.minLength(1, 'This field is required')),
  password: requiredText(1024),
});

export const VerifyCodeSchema = v.object({
  code: v.pipe(
    v.optional(v.string('This field is required'), ''),
    v.trim(),
    v.minLength(1, 'This field is required'),
    v.regex(/^\d{6}$/, 'Please enter the 6-digit code from the email'),
  ),
});

export type SignInStep =
  /** The code was emailed; the pending sign-in is kept in its HttpOnly cookie. */
  | { kind: 'code-sent'; loginStatus: string; maskedEmail: string; flowType: string }
  | { kind: 'not-active'; data: unknown }
  | { kind: 'refused'; message: string; httpStatus: number };

export type SignInCompletion =
  | { kind: 'signed-in'; tokenType: string; tokenExpire: number; profile: Profile | null }
  | { kind: 'refused'; message: string; httpStatus: number };

interface LoginStepAnswer {
  loginStatus?: string;
  loginToken?: string;
  maskedEmail?: string;
  flowType?: string;
}

function refusal(error: unknown) {
  if (error instanceof ApiError)
    return { kind: 'refused' as const, message: error.message, httpStatus: error.httpStatus };
  throw error;
}

/** Step 1 of signing in: the password. Every account then confirms a code sent by email (2FA). */
export async function startSignIn(
  scope: RequestScope,
  input: v.InferOutput<typeof SignInSchema>,
): Promise<SignInStep> {
  try {
    const outcome = await callService<LoginStepAnswer>(scope, 'main', {
      method: 'POST',
      path: '/Login/Token',
      body: { ...input, siteId: siteConfig.siteId },
      token: 'none',
      headers: deviceTokenHeader(scope),
    });
    if (outcome.kind !== 'ok')
      return { kind: 'refused', message: 'Unable to process your request', httpStatus: 502 };
    const step = outcome.data;
    if (step.loginStatus === 'FailedNotActive') {
      const { loginToken: _hidden, ...data } = step;
      if (step.loginToken) keepLoginChallenge(scope, step.loginToken);
      return { kind: 'not-active', data };
    }
    if (!step.loginToken)
      return { kind: 'refused', message: 'Unable to process your request', httpStatus: 502 };
    keepLoginChallenge(scope, step.loginToken);
    return {
      kind: 'code-sent',
      loginStatus: step.loginStatus ?? 'SuccessWith2FARequired',
      maskedEmail: step.maskedEmail ?? '',
      flowType: step.flowType ?? 'LoginWithActive',
    };
  } catch (error) {
    return refusal(error);
  }
}

/** Emails a new code for the pending sign-in. */
export async function resendSignInCode(
  scope: RequestScope,
): Promise<{ ok: true } | { ok: false; message: string; httpStatus: number }> {
  const loginToken = readLoginChallenge(scope);
  if (!loginToken)
    return { ok: false, message: 'Your sign-in has expired. Please sign in again.', httpStatus: 400 };
  try {
    await callService(scope, 'main', {
      method: 'POST',
      path: '/Login/Send2FA',
      body: { loginToken },
      token: 'none',
    });
    return { ok: true };
  } catch (error) {
    const refused = refusal(error);
    return { ok: false, message: refused.message, httpStatus: refused.httpStatus };
  }
}

/** Step 2: the emailed code. On success the account session starts. */
export async function completeSignIn(
  scope: RequestScope,
  input: v.InferOutput<typeof VerifyCodeSchema>,
): Promise<SignInCompletion> {
  const loginToken = readLoginChallenge(scope);
  if (!loginToken)
    return { kind: 'refused', message: 'Your sign-in has expired. Please sign in again.', httpStatus: 400 };
  try {
    const outcome = await callService<{
      access_token?: string;
      token_type?: string;
      expires_in?: number;
      deviceToken?: string;
    }>(scope, 'main', {
      method: 'POST',
      path: '/Login/Verify2FA',
      body: { loginToken, code: input.code },
      token: 'none',
    });
    const answer = outcome.kind === 'ok' ? outcome.data : undefined;
    if (typeof answer?.access_token !== 'string' || typeof answer.expires_in !== 'number') {
      return { kind: 'refused', message: 'Unable to process your request', httpStatus: 502 };
    }
    clearLoginChallenge(scope);
    keepDeviceToken(scope, answer.deviceToken);
    return await openSession(scope, answer.access_token, answer.expires_in, answer.token_type ?? 'Bearer');
  } catch (error) {
    return refusal(error);
  }
}

/**
 * Starts the account session from a fresh account token: cookies, then the guest's shortlist moved
 * into the account (spec §6), then the profile for the caller (its stored language becomes the cookie).
 */
export async function openSession(
  scope: RequestScope,
  token: string,
  expiresIn: number,
  tokenType = 'Bearer',
): Promise<Extract<SignInCompletion, { kind: 'signed-in' }>> {
  const tokenExpire = startAccountSession(scope, token, expiresIn);
  await importGuestShortlist(scope);
  const profileOutcome = await callService<unknown>(scope, 'main', {
    path: '/Account/GetProfile',
    token: 'account',
  }).catch(() => undefined);
  const parsed = profileOutcome?.kind === 'ok' ? v.safeParse(ProfileSchema, profileOutcome.data) : undefined;
  // The language stored on the profile (chosen on another device) becomes this browser's language.
  const language = parsed?.success ? parsed.output.language : undefined;
  if (language) keepLanguageCookie(scope, language);
  return { kind: 'signed-in', tokenType, tokenExpire, profile: parsed?.success ? parsed.output : null };
}

async function importGuestShortlist(scope: RequestScope): Promise<void> {
  const guest = decodePublicToken(scope.cookies.get(PUBLIC_TOKEN_COOKIE)?.value);
  if (!guest?.token) return;
  try {
    await callServiceEndpoint(scope, shortlistImportFromGuest, {
      siteId: siteConfig.siteId,
      guestToken: guest.token,
    });
  } catch (error) {
    // Signing in must not fail because the shortlist could not be moved; the guest entries stay with
    // the guest token and the next sign-in tries again.
    siteLog.warn(
      { requestId: scope.requestId, err: (error as Error).message },
      'guest shortlist import failed',
    );
  }
}
