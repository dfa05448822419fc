/**
 * Shared plumbing of the zero-JS /account form endpoints: read the form, call the Main API, and
 * answer POST-redirect-GET with a one-time message (flash) for the next page.
 */
import type { APIContext } from 'astro';
import { cookieOptions } from '../../../lib/api/cookies';
import { ApiError } from '../../../lib/api/envelope';
import { setFlash } from '../../../lib/api/flash';
import { readFormBody } from '../../../lib/api/json-body';
import { callService, type ServiceCall } from '../../../lib/api/service-client';
import { ServiceUnavailableError } from '../../../lib/api/transport';
import type { SocialProvider } from '../../../shared/contracts/account';

export const UNAVAILABLE = 'We are unable to process your request at the moment';

/** The posted form; one that cannot be read (or is over the size limit) reads as empty, and fails validation. */
export async function readForm(request: Request): Promise<FormData> {
  return readFormBody(request).catch(() => new FormData());
}

export function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

export type MainOutcome<T> =
  { ok: true; data: T; message: string } | { ok: false; message: string; status: number };

/** One Main API call; refusals come back as their message (never thrown). */
export async function callMain<T>(
  context: Pick<APIContext, 'locals'>,
  call: ServiceCall,
): Promise<MainOutcome<T>> {
  try {
    const outcome = await callService<T>(context.locals.scope, 'main', call);
    if (outcome.kind !== 'ok') return { ok: false, message: UNAVAILABLE, status: 502 };
    return { ok: true, data: outcome.data, message: outcome.message };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, status: error.httpStatus };
    if (error instanceof ServiceUnavailableError) return { ok: false, message: UNAVAILABLE, status: 502 };
    throw error;
  }
}

/** Redirects (303) with a one-time message for the page. */
export function back(context: APIContext, location: string, message?: string): Response {
  if (message) setFlash(context.cookies, context.url, message);
  return context.redirect(location, 303);
}

/** The email a reset code was sent to, kept server-side for the reset step (15 minutes, the code's life). */
export const RESET_EMAIL_COOKIE = 'ctg_reset_email';
/** A verified reset (VerifyOTP's resetToken), so a refused new password can be retried without a new code. */
export const RESET_TOKEN_COOKIE = 'ctg_reset_token';

export function keepShortCookie(context: APIContext, name: string, value: string, seconds: number): void {
  context.cookies.set(name, value, cookieOptions(context.url, { httpOnly: true, maxAgeSeconds: seconds }));
}

/** Which social flow this browser started: read by /authetication to finish it at the right endpoint. */
export const SOCIAL_FLOW_COOKIE = 'ctg_social_flow';

export const LOGIN_PATH: Record<SocialProvider, string> = {
  google: '/Login/GoogleLogin',
  facebook: '/Login/FacebookLogin',
};
export const LINK_PATH: Record<SocialProvider, string> = {
  google: '/Profile/LinkGoogleAccount',
  facebook: '/Profile/LinkFacebookAccount',
};
