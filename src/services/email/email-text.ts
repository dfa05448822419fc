/**
 * The emails' texts in the recipient's language (locales/<lang>/emails.json, imported statically so
 * the services also run under tsx, where import.meta.glob does not exist), and the way an email is
 * rendered in that language: texts through `t`, numbers, prices and dates through the Intl formatters
 * of src/lib/i18n/intl.ts, which read the display locale that withDisplayLocale sets for the render.
 */
import { createTranslator, type Messages, type Translate } from '../../shared/i18n/translate';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/languages';
import { withDisplayLocale } from '../../shared/i18n/request-locale.server';
import en from './locales/en/emails.json' with { type: 'json' };
import id from './locales/id/emails.json' with { type: 'json' };
import ja from './locales/ja/emails.json' with { type: 'json' };
import ko from './locales/ko/emails.json' with { type: 'json' };
import zhCN from './locales/zh-CN/emails.json' with { type: 'json' };

/** The brand is a name, the same in every language. */
export const PRODUCT = 'CTG Business Class';

const BUNDLES: Record<Locale, Messages> = { en, id, ja, ko, 'zh-CN': zhCN };

const translators = new Map<Locale, Translate>();

/** The email translator of a language; `{{product}}` is always filled with the brand. */
export function emailTranslator(locale: Locale = DEFAULT_LOCALE): Translate {
  let t = translators.get(locale);
  if (!t) {
    const translate = createTranslator(BUNDLES[locale], locale);
    t = (key, options) => translate(key, { product: PRODUCT, ...options });
    translators.set(locale, t);
  }
  return t;
}

/**
 * Renders an email in a language: `render` receives the translator and runs inside that language's
 * display locale, so every formatter it calls writes dates and money the recipient's way.
 */
export function inEmailLanguage<T>(locale: Locale | undefined, render: (t: Translate) => T): T {
  const language = locale ?? DEFAULT_LOCALE;
  return withDisplayLocale(language, () => render(emailTranslator(language)));
}
