import type { APIRoute } from 'astro';
import { cookieOptions } from '../../lib/api/cookies';
import { LOCALE_COOKIE, isLocale } from '../../lib/i18n/languages';
import { safeReturnPath } from '../../lib/routing/safe-link';
import { PREFERENCE_COOKIE_SECONDS, plainTextResponse, readPreferenceForm } from './_preference-form';

/**
 * POST /preferences/language (form: lang, returnUrl): stores the interface language in its cookie
 * for a year and returns the reader to the page they were on (303). An unknown language is a 400.
 */
export const POST: APIRoute = async ({ request, cookies, url, redirect, locals }) => {
  const form = await readPreferenceForm(request);
  const lang = form?.get('lang');
  if (!form || !isLocale(lang)) return plainTextResponse(400, locals.t('preferences.invalidLanguage'));
  cookies.set(
    LOCALE_COOKIE,
    lang,
    cookieOptions(url, { httpOnly: false, maxAgeSeconds: PREFERENCE_COOKIE_SECONDS }),
  );
  const back = form.get('returnUrl');
  return redirect(safeReturnPath(typeof back === 'string' ? back : null, url.origin), 303);
};
