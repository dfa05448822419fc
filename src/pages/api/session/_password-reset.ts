/**
 * The password reset's state between its two forms, kept server-side in HttpOnly cookies: the email
 * the code was sent to, then the reset token once the code is verified (so a refused new password can
 * be retried without a new code). /account reads both cookies to choose which step to show.
 */
import type { APIContext } from 'astro';
import { RESET_EMAIL_COOKIE, RESET_TOKEN_COOKIE, keepShortCookie } from './_account-forms';

/** The emailed code's life: the reset step must come within it. */
const RESET_CODE_SECONDS = 15 * 60;

/** A code was sent to this email: remember it, and drop the token of any earlier code. */
export function startPasswordReset(context: APIContext, email: string): void {
  keepShortCookie(context, RESET_EMAIL_COOKIE, email, RESET_CODE_SECONDS);
  forgetResetToken(context);
}

export function resetEmailOf(context: APIContext): string | undefined {
  return context.cookies.get(RESET_EMAIL_COOKIE)?.value;
}

export function resetTokenOf(context: APIContext): string | undefined {
  return context.cookies.get(RESET_TOKEN_COOKIE)?.value;
}

export function keepResetToken(context: APIContext, token: string, seconds: number): void {
  keepShortCookie(context, RESET_TOKEN_COOKIE, token, seconds);
}

// Deleted on the path keepShortCookie sets them on ('/'): a cookie deleted on another path stays.
export function forgetResetToken(context: APIContext): void {
  context.cookies.delete(RESET_TOKEN_COOKIE, { path: '/' });
}

/** The password is reset: neither cookie is needed any more. */
export function endPasswordReset(context: APIContext): void {
  forgetResetToken(context);
  context.cookies.delete(RESET_EMAIL_COOKIE, { path: '/' });
}
