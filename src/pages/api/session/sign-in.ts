import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { SignInSchema, signInWithPassword } from '../../../lib/api/sign-in';
import { ServiceUnavailableError } from '../../../lib/api/transport';
import { safeReturnPath } from '../../../lib/routing/safe-link';

/**
 * The /account sign-in form (works without JavaScript). Success returns the traveller to where they
 * were going, through the same guard as every other navigation target; failure goes back to the form.
 */
export const POST: APIRoute = async ({ request, locals, url, redirect }) => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return redirect('/account?error=invalid', 303);
  }
  const returnUrl = safeReturnPath(String(form.get('returnUrl') ?? '/'), url.origin);
  const back = (error: string) =>
    redirect(`/account?error=${error}&returnUrl=${encodeURIComponent(returnUrl)}`, 303);
  const parsed = v.safeParse(SignInSchema, {
    username: form.get('username') ?? undefined,
    password: form.get('password') ?? undefined,
  });
  if (!parsed.success) return back('invalid');
  try {
    const result = await signInWithPassword(locals.scope, parsed.output);
    if (result.kind === 'signed-in') return redirect(returnUrl, 303);
    if (result.kind === 'not-active') return back('not-active');
    return back(result.httpStatus === 429 ? 'rate-limited' : 'invalid');
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return back('unavailable');
    throw error;
  }
};
