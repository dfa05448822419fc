import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { OneTimeCodeSchema, ResetPasswordSchema } from '../../../shared/validation';
import { back, callMain, readForm, text } from './_account-forms';
import {
  endPasswordReset,
  forgetResetToken,
  keepResetToken,
  resetEmailOf,
  resetTokenOf,
} from './_password-reset';

const AGAIN = '/account?view=reset&error=1';

/**
 * Reset password: the emailed code and the new password in one form. The password is checked first
 * (policy, match, strength), so a refused password does not use up the code; once the code is
 * verified its reset token is kept (HttpOnly, 15 minutes) and a retry needs only a new password.
 * Success signs nobody in: the next sign-in still asks for the 2FA code.
 */
export const POST: APIRoute = async (context) => {
  const email = resetEmailOf(context);
  if (!email)
    return back(
      context,
      '/account?view=forgot&error=1',
      'Your password reset has expired. Please start again.',
    );
  const form = await readForm(context.request);
  const passwords = {
    newPassword: text(form, 'newPassword'),
    confirmPassword: text(form, 'confirmPassword'),
  };
  const policy = v.safeParse(ResetPasswordSchema, { resetToken: 'pending', ...passwords });
  if (!policy.success) return back(context, AGAIN, policy.issues[0].message);

  const strength = await callMain<{ isValid?: boolean; message?: string }>(context, {
    method: 'GET',
    path: '/Util/CheckPassword',
    query: { password: policy.output.newPassword, email },
    token: 'none',
  });
  // CheckPassword answers its result as is (spec §5): a weak password is data, not a refusal.
  if (strength.ok && strength.data?.isValid === false) {
    return back(
      context,
      AGAIN,
      strength.data.message || 'Your password is considered to be insecure. Please try another password.',
    );
  }

  let resetToken = resetTokenOf(context);
  if (!resetToken) {
    const code = v.safeParse(OneTimeCodeSchema, text(form, 'code') ?? '');
    if (!code.success) return back(context, AGAIN, code.issues[0].message);
    const verified = await callMain<{ resetToken: string; expiresIn: number }>(context, {
      method: 'POST',
      path: '/ForgotPassword/VerifyOTP',
      body: { email, code: code.output },
      token: 'none',
    });
    if (!verified.ok) return back(context, AGAIN, verified.message);
    resetToken = verified.data.resetToken;
    keepResetToken(context, resetToken, verified.data.expiresIn ?? 900);
  }
  const reset = await callMain(context, {
    method: 'POST',
    path: '/ForgotPassword/ResetPassword',
    body: {
      resetToken,
      newPassword: policy.output.newPassword,
      confirmPassword: policy.output.confirmPassword,
    },
    token: 'none',
  });
  if (!reset.ok) {
    if (reset.status !== 400 || /expired/i.test(reset.message)) forgetResetToken(context);
    return back(context, AGAIN, reset.message);
  }
  endPasswordReset(context);
  return back(context, '/account?reset=1');
};
