/**
 * The name a reader knows a city by, in the site's languages (issue 25, defect 7). Shared, because the
 * site's pages and the services' emails name cities alike: "シドニー" in a Japanese page and email.
 */
import type { Locale } from '../i18n/languages';
import { nativeNamesOf } from './native-names';

/** The site's languages whose readers know a city by another script's name. */
const NATIVE_SCRIPT = { ja: 'ja', 'zh-CN': 'zh', ko: 'ko' } as const;

/** Whether readers of `locale` know cities by names other than the English ones. */
export function namesCitiesInOwnScript(locale: Locale): boolean {
  return locale in NATIVE_SCRIPT;
}

/**
 * The name a reader of `locale` knows a city by: "シドニー" for Japanese, "悉尼" for Chinese, where the
 * reference data has one; the English name otherwise (and always for English and Indonesian readers,
 * whose city names are the Latin ones).
 */
export function cityNameIn(locale: Locale, cityCode: string, english: string): string {
  const language = NATIVE_SCRIPT[locale as keyof typeof NATIVE_SCRIPT];
  return (language && nativeNamesOf(cityCode)[language][0]) || english;
}
