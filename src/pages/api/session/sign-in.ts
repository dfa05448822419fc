import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { signInRefusalOf } from '../../../features/account/sign-in-refusal';
import { setFlash } from '../../../lib/api/flash';
import { readFormBody } from '../../../lib/api/json-body';
import { SignInSchema, startSignIn } from '../../../lib/api/sign-in';
import { ServiceUnavailableError } from '../../../lib/api/transport';
import { safeReturnPath } from '../../../shared/content/safe-link';

/**
 * The /account sign-in form, step 1 (works without JavaScript): the password. The emailed code is
 * asked for next (/account?step=code); the return path passes the same guard as every navigation.
 */
export const POST: APIRoute = async ({ request, locals, url, redirect, cookies }) => {
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch {
    return redirect('/account?error=invalid', 303);
  }
  const returnUrl = safeReturnPath(String(form.get('returnUrl') ?? '/'), url.origin);
  const query = (extra: string) => `/account?${extra}&returnUrl=${encodeURIComponent(returnUrl)}`;
  const parsed = v.safeParse(SignInSchema, {
    username: form.get('username') ?? undefined,
    password: form.get('password') ?? undefined,
  });
  // A refused sign-in keeps what was typed in the address field (never the password) for the next page.
  const keepTypedAddress = () => {
    const typed = form.get('username');
    if (typeof typed === 'string' && typed.trim()) setFlash(cookies, url, typed.trim());
  };
  if (!parsed.success) {
    keepTypedAddress();
    return redirect(query('error=invalid'), 303);
  }
  try {
    const step = await startSignIn(locals.scope, parsed.output);
    if (step.kind === 'code-sent') {
      setFlash(cookies, url, step.maskedEmail);
      return redirect(query('step=code'), 303);
    }
    if (step.kind === 'not-active') {
      // The "send a new link" button of the next page needs the address; it stays server-side.
      setFlash(cookies, url, parsed.output.username);
      return redirect(query('error=not-active'), 303);
    }
    keepTypedAddress();
    return redirect(query(`error=${signInRefusalOf(step.httpStatus)}`), 303);
  } catch (error) {
    if (error instanceof ServiceUnavailableError) {
      keepTypedAddress();
      return redirect(query('error=unavailable'), 303);
    }
    throw error;
  }
};
