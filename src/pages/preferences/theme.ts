import type { APIRoute } from 'astro';
import { cookieOptions } from '../../lib/api/cookies';
import { safeReturnPath } from '../../shared/content/safe-link';
import { THEME_COOKIE, isTheme } from '../../lib/theme/theme';
import { PREFERENCE_COOKIE_SECONDS, plainTextResponse, readPreferenceForm } from './_preference-form';

/**
 * POST /preferences/theme (form: theme = light|dark|contrast|system, returnUrl): stores the theme in
 * its cookie for a year ("system" clears it so the device decides) and returns the reader to the page
 * they were on (303). An unknown theme is a 400 and leaves the cookie as it was.
 */
export const POST: APIRoute = async ({ request, cookies, url, redirect, locals }) => {
  const form = await readPreferenceForm(request);
  const theme = form?.get('theme');
  if (!form || (theme !== 'system' && !isTheme(theme))) {
    return plainTextResponse(400, locals.t('preferences.invalidTheme'));
  }
  if (theme === 'system') {
    cookies.delete(THEME_COOKIE, { path: '/' });
  } else {
    cookies.set(
      THEME_COOKIE,
      theme,
      cookieOptions(url, { httpOnly: false, maxAgeSeconds: PREFERENCE_COOKIE_SECONDS }),
    );
  }
  const back = form.get('returnUrl');
  return redirect(safeReturnPath(typeof back === 'string' ? back : null, url.origin), 303);
};
