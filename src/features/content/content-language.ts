/**
 * CMS text (pages, articles, deals, menus' editor labels) stays English in every interface language
 * (issue 13). Elements holding it carry lang="en" on pages in another language, so screen readers
 * pronounce it as English and the CJK typography rules do not apply to it; English pages are left
 * without the attribute (the document is English already).
 */
import type { Locale } from '../../shared/i18n/languages';

export function cmsLang(locale: Locale): 'en' | undefined {
  return locale === 'en' ? undefined : 'en';
}
