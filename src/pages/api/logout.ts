import type { APIRoute } from 'astro';
import { bffEndpoint, envelopeResponse } from '../../lib/api/bff';
import { callService } from '../../lib/api/service-client';
import { endAccountSession, readAccountToken } from '../../lib/api/session';
import { ApiError } from '../../lib/api/envelope';
import { readFormBody } from '../../lib/api/json-body';
import { ServiceUnavailableError } from '../../lib/api/transport';
import { safeReturnPath } from '../../shared/content/safe-link';

/**
 * Signs out: the server-side session is revoked, then the cookies are cleared. JSON callers get an
 * envelope; the header's sign-out form (works without JavaScript) is redirected to its return path.
 */
export const POST: APIRoute = bffEndpoint(async ({ request, locals, url, redirect }) => {
  if (readAccountToken(locals.scope)) {
    try {
      await callService(locals.scope, 'main', {
        method: 'POST',
        path: '/Login/Logout',
        body: {},
        token: 'account',
      });
    } catch (error) {
      // The browser session ends either way; a refused or unreachable revoke only leaves the server
      // session to expire on its own.
      if (!(error instanceof ApiError) && !(error instanceof ServiceUnavailableError)) throw error;
    }
  }
  endAccountSession(locals.scope, { marked: false });
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    // The session has ended either way; a form that cannot be read just returns to the home page.
    const form = await readFormBody(request).catch(() => new FormData());
    return redirect(safeReturnPath(String(form.get('returnUrl') ?? '/'), url.origin), 303);
  }
  return envelopeResponse('Success', 200, 'Signed out');
});
