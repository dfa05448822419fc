import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { EmailOnlySchema } from '../../../shared/validation';
import { back, callMain, readForm, text } from './_account-forms';

/** FailedNotActive and sign-up: email a new confirmation link (the answer is the same for any email). */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const parsed = v.safeParse(EmailOnlySchema, { email: text(form, 'email') });
  if (!parsed.success) return back(context, '/account?verification=failed', parsed.issues[0].message);
  const result = await callMain(context, {
    method: 'POST',
    path: '/Signup/SendEmailVerification',
    body: parsed.output,
    token: 'none',
  });
  return back(
    context,
    result.ok ? '/account?verification=sent' : '/account?verification=failed',
    result.message || undefined,
  );
};
