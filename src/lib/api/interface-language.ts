/**
 * Where the reader's interface language lives on the site: its cookie (kept a year, readable by the
 * page) and, for a signed-in traveller, the profile (Main API /Profile/UpdateLanguage), so the choice
 * follows them to another device: at sign-in the profile's language becomes the cookie.
 */
import { LOCALE_COOKIE, type Locale } from '../../shared/i18n/languages';
import { siteLog } from '../log';
import { cookieOptions } from './cookies';
import { ApiError } from './envelope';
import { callService, type RequestScope } from './service-client';
import { readAccountToken, type CookieScope } from './session';
import { ServiceUnavailableError } from './transport';

/** Language and theme choices are kept for a year. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export function keepLanguageCookie(scope: CookieScope, language: Locale): void {
  scope.cookies.set(
    LOCALE_COOKIE,
    language,
    cookieOptions(scope.url, { httpOnly: false, maxAgeSeconds: LANGUAGE_COOKIE_SECONDS }),
  );
}

/**
 * Stores the language on the signed-in traveller's profile. Signed out, there is nothing to store.
 * The cookie has already changed the interface, so a refused or failed call is logged, not shown.
 */
export async function storeProfileLanguage(scope: RequestScope, language: Locale): Promise<boolean> {
  if (!readAccountToken(scope)) return false;
  try {
    const outcome = await callService(scope, 'main', {
      method: 'POST',
      path: '/Profile/UpdateLanguage',
      body: { language },
      token: 'account',
    });
    return outcome.kind === 'ok';
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof ServiceUnavailableError)) throw error;
    siteLog.warn({ requestId: scope.requestId, err: error.message }, 'profile language not stored');
    return false;
  }
}
