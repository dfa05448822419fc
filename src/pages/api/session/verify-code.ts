import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { setFlash } from '../../../lib/api/flash';
import { readFormBody } from '../../../lib/api/json-body';
import { VerifyCodeSchema, completeSignIn } from '../../../lib/api/sign-in';
import { ServiceUnavailableError } from '../../../lib/api/transport';
import { safeReturnPath } from '../../../shared/content/safe-link';

/** The /account sign-in form, step 2: the emailed code. Success returns the traveller where they were going. */
export const POST: APIRoute = async ({ request, locals, url, redirect, cookies }) => {
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch {
    return redirect('/account?step=code', 303);
  }
  const returnUrl = safeReturnPath(String(form.get('returnUrl') ?? '/'), url.origin);
  const back = (message: string) => {
    setFlash(cookies, url, message);
    return redirect(`/account?step=code&error=code&returnUrl=${encodeURIComponent(returnUrl)}`, 303);
  };
  const parsed = v.safeParse(VerifyCodeSchema, { code: form.get('code') ?? undefined });
  if (!parsed.success) return back(parsed.issues[0].message);
  try {
    const result = await completeSignIn(locals.scope, parsed.output);
    if (result.kind === 'signed-in') return redirect(returnUrl, 303);
    return back(result.message);
  } catch (error) {
    if (error instanceof ServiceUnavailableError)
      return back('We are unable to process your request at the moment');
    throw error;
  }
};
