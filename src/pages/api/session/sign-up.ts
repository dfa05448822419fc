import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { siteConfig } from '../../../lib/config.server';
import { SignupSchema } from '../../../shared/validation';
import { back, callMain, readForm, text } from './_account-forms';

/**
 * The /account sign-up form without JavaScript (the island posts the same schema to
 * /api/main/Signup/AccountSignup). The first problem comes back as the page's alert.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const input = {
    title: text(form, 'title') || null,
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    newPassword: text(form, 'newPassword'),
    confirmPassword: text(form, 'confirmPassword'),
    marketingOptIn: form.get('marketingOptIn') === 'on',
  };
  const parsed = v.safeParse(SignupSchema, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = v.getDotPath(issue);
    return back(
      context,
      '/account?view=signup&error=1',
      field ? `${field}: ${issue.message}` : issue.message,
    );
  }
  const result = await callMain<{ email: string }>(context, {
    method: 'POST',
    path: '/Signup/AccountSignup',
    body: { ...parsed.output, siteId: siteConfig.siteId },
    token: 'none',
  });
  if (!result.ok) return back(context, '/account?view=signup&error=1', result.message);
  return back(context, '/account?view=signup&done=1', result.message);
};
