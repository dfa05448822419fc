import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { EmailOnlySchema } from '../../../shared/validation';
import { back, callMain, readForm, text } from './_account-forms';
import { startPasswordReset } from './_password-reset';

/** Forgot password: ask for a reset code; the reset step remembers the email in an HttpOnly cookie. */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const parsed = v.safeParse(EmailOnlySchema, { email: text(form, 'email') });
  if (!parsed.success) return back(context, '/account?view=forgot&error=1', parsed.issues[0].message);
  const result = await callMain(context, {
    method: 'POST',
    path: '/ForgotPassword/RequestResetPassword',
    body: parsed.output,
    token: 'none',
  });
  if (!result.ok) return back(context, '/account?view=forgot&error=1', result.message);
  startPasswordReset(context, parsed.output.email);
  return back(context, '/account?view=reset', result.message);
};
