/**
 * The language numbers, prices and dates are written in, without threading a locale through every
 * formatter. In the browser a page has one language, the one its <html lang> states (set by the server
 * from the reader's choice). On the server many requests in different languages render at once, so
 * the middleware runs each request inside an AsyncLocalStorage holding its language
 * (request-locale.server.ts), registered on globalThis so this module stays free of Node imports and
 * can ship to the browser.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './languages';

interface LocaleStore {
  getStore(): Locale | undefined;
}

export const REQUEST_LOCALE_STORE = Symbol.for('ctg.requestLocale');

let documentLocale: Locale | undefined;

export function displayLocale(): Locale {
  const store = (globalThis as { [REQUEST_LOCALE_STORE]?: LocaleStore })[REQUEST_LOCALE_STORE];
  const requested = store?.getStore();
  if (requested) return requested;
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  documentLocale ??= isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE;
  return documentLocale;
}

/** The BCP 47 tag Intl formats with: English is Australian English (the site's market). */
const INTL_TAGS: Record<Locale, string> = {
  en: 'en-AU',
  id: 'id-ID',
  ja: 'ja-JP',
  ko: 'ko-KR',
  'zh-CN': 'zh-CN',
};

export function intlTagOf(locale: Locale = displayLocale()): string {
  return INTL_TAGS[locale];
}
