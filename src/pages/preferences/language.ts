import type { APIRoute } from 'astro';
import { keepLanguageCookie, storeProfileLanguage } from '../../lib/api/interface-language';
import { isLocale } from '../../shared/i18n/languages';
import { safeReturnPath } from '../../shared/content/safe-link';
import { plainTextResponse, readPreferenceForm } from './_preference-form';

/**
 * POST /preferences/language (form: lang, returnUrl): stores the interface language in its cookie
 * for a year and, for a signed-in traveller, on the profile (so it follows them to other devices and
 * writes their emails), then returns the reader to the page they were on (303). An unknown language
 * is a 400.
 */
export const POST: APIRoute = async ({ request, url, redirect, locals }) => {
  const form = await readPreferenceForm(request);
  const lang = form?.get('lang');
  if (!form || !isLocale(lang)) return plainTextResponse(400, locals.t('preferences.invalidLanguage'));
  keepLanguageCookie(locals.scope, lang);
  await storeProfileLanguage({ ...locals.scope, locale: lang }, lang);
  const back = form.get('returnUrl');
  return redirect(safeReturnPath(typeof back === 'string' ? back : null, url.origin), 303);
};
