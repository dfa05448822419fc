import type { APIRoute } from 'astro';
import { setFlash } from '../../../lib/api/flash';
import { readFormBody } from '../../../lib/api/json-body';
import { resendSignInCode } from '../../../lib/api/sign-in';
import { ServiceUnavailableError } from '../../../lib/api/transport';
import { safeReturnPath } from '../../../shared/content/safe-link';

/** The /account code step's "send a new code" button. */
export const POST: APIRoute = async ({ request, locals, url, redirect, cookies }) => {
  const form = await readFormBody(request).catch(() => new FormData());
  const returnUrl = safeReturnPath(String(form.get('returnUrl') ?? '/'), url.origin);
  let result: Awaited<ReturnType<typeof resendSignInCode>>;
  try {
    result = await resendSignInCode(locals.scope);
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError)) throw error;
    result = { ok: false, message: 'We are unable to process your request at the moment', httpStatus: 502 };
  }
  if (!result.ok) setFlash(cookies, url, result.message);
  const outcome = result.ok ? 'sent=1' : 'error=code';
  return redirect(`/account?step=code&${outcome}&returnUrl=${encodeURIComponent(returnUrl)}`, 303);
};
