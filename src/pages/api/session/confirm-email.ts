import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { ConfirmEmailSchema } from '../../../shared/validation';
import { back, callMain, readForm, text } from './_account-forms';

/** The email confirmation landing's button: POST /Signup/ConfirmEmail with the link's token. */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const parsed = v.safeParse(ConfirmEmailSchema, { token: text(form, 'token') });
  if (!parsed.success) return back(context, '/account?confirm=failed', parsed.issues[0].message);
  const result = await callMain<{ email: string }>(context, {
    method: 'POST',
    path: '/Signup/ConfirmEmail',
    body: parsed.output,
    token: 'none',
  });
  if (!result.ok) return back(context, '/account?confirm=failed', result.message);
  return back(context, '/account?confirmed=1', result.data?.email);
};
