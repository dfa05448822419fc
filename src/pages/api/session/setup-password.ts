import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { SetupPasswordSchema } from '../../../shared/validation';
import { back, callMain, readForm, text } from './_account-forms';

/** Set up a password (accounts created through social sign-in, spec §6). */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const parsed = v.safeParse(SetupPasswordSchema, {
    newPassword: text(form, 'newPassword'),
    confirmPassword: text(form, 'confirmPassword'),
  });
  if (!parsed.success) return back(context, '/account?view=setup-password&error=1', parsed.issues[0].message);
  const result = await callMain(context, {
    method: 'POST',
    path: '/Login/SetupPassword',
    body: parsed.output,
    token: 'account',
  });
  if (!result.ok) {
    if (result.status === 401)
      return context.redirect('/account?returnUrl=%2Faccount%3Fview%3Dsetup-password', 303);
    return back(
      context,
      '/account?view=setup-password&error=1',
      result.message || 'Password setup failed. Please try again.',
    );
  }
  return back(context, '/dashboard/settings?passwordSet=1');
};
