import i18next, { type TFunction, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '../../shared/i18n/languages';
import type { Messages } from '../../shared/i18n/translate';
import { rememberPlainLookups } from './remembered-t';

export type Resources = Record<string, unknown>;

// Text per language, one file per area of the site (shell, flights, account, content...), each holding
// its own top-level keys; merged into one bundle per language. Every language has the same files and
// keys as English (locale-parity.test.ts); the server holds them all, the browser gets only the keys
// its islands use in the reader's language (props).
const localeFiles = import.meta.glob<Resources>('./locales/*/*.json', { eager: true, import: 'default' });

function mergeBundles(files: Record<string, Resources>): Resources {
  const bundle: Resources = {};
  for (const [file, content] of Object.entries(files)) {
    for (const [key, value] of Object.entries(content)) {
      if (key in bundle) throw new Error(`i18n: the key "${key}" of ${file} is defined twice`);
      bundle[key] = value;
    }
  }
  return bundle;
}

function bundleOf(locale: Locale): Resources {
  const prefix = `./locales/${locale}/`;
  return mergeBundles(
    Object.fromEntries(Object.entries(localeFiles).filter(([file]) => file.startsWith(prefix))),
  );
}

const en = bundleOf('en');

/** Text per language; a key missing in a language falls back to English (the parity test forbids it). */
export const RESOURCES: Record<Locale, Resources> = Object.fromEntries(
  LANGUAGES.map(({ code }) => [code, code === 'en' ? en : bundleOf(code)]),
) as Record<Locale, Resources>;

/**
 * One area's texts (a top-level key of locales/<lang>/*.json, e.g. 'calendar') in a language, English
 * only where the language lacks it, for a page to hand an island just the texts it reads.
 */
export function textsOf(locale: Locale, key: string): Messages {
  return (RESOURCES[locale]?.[key] ?? RESOURCES.en[key]) as Messages;
}

let instance: Promise<I18n> | undefined;

// One shared instance holding every language; requests never change its language, they each take a
// fixed t() for their own locale, so concurrent requests in different languages cannot interfere.
function getInstance(): Promise<I18n> {
  instance ??= (async () => {
    const created = i18next.createInstance();
    await created.init({
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LANGUAGES.map((language) => language.code),
      resources: Object.fromEntries(
        Object.entries(RESOURCES).map(([locale, bundle]) => [locale, { translation: bundle }]),
      ),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return created;
  })();
  return instance;
}

const fixedTranslators = new Map<Locale, TFunction>();

/**
 * The t() of a language. One per language for the life of the process (the texts never change at
 * run time), remembering plain lookups: a page makes hundreds of t('key') calls, and i18next resolves
 * each one afresh (key parsing, fallback chain, interpolation scan).
 */
export async function getT(locale: Locale): Promise<TFunction> {
  const known = fixedTranslators.get(locale);
  if (known) return known;
  const t = rememberPlainLookups((await getInstance()).getFixedT(locale));
  fixedTranslators.set(locale, t);
  return t;
}

function flattenKeys(bundle: Resources, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flattenKeys(value as Resources, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const documentLanguages = new Map<Locale, Locale>();

/**
 * The language the page's text is actually in, for <html lang>: the chosen language only when its
 * bundle has every English key, otherwise English (the fallback the reader sees).
 */
export function resolveDocumentLanguage(
  locale: Locale,
  resources: Record<string, Resources> = RESOURCES,
): Locale {
  if (locale === DEFAULT_LOCALE) return locale;
  // The site's own bundles are fixed at build time: compare every key once per language, not per request.
  const remembered = resources === RESOURCES ? documentLanguages.get(locale) : undefined;
  if (remembered) return remembered;
  // Plural forms differ by language (English "_one"/"_other", Japanese "_other" only): a text is
  // there when any of its forms is.
  const text = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const have = new Set(flattenKeys(resources[locale] ?? {}).map(text));
  const complete = flattenKeys(resources[DEFAULT_LOCALE] ?? {}).every((key) => have.has(text(key)));
  const language = complete ? locale : DEFAULT_LOCALE;
  if (resources === RESOURCES) documentLanguages.set(locale, language);
  return language;
}
