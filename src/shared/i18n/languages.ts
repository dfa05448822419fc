/** Interface languages offered (spec §1); also the languages of the emails. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'id', label: 'Bahasa Indonesia' },
  { code: 'ja', label: '日本語' },
  { code: 'ko', label: '한국어' },
  { code: 'zh-CN', label: '简体中文' },
] as const;

export type Locale = (typeof LANGUAGES)[number]['code'];
/** The codes alone, for picklists (valibot, the database's CHECK). */
export const LOCALES = LANGUAGES.map((language) => language.code) as [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'ctg_lang';

export function isLocale(value: unknown): value is Locale {
  return LANGUAGES.some((language) => language.code === value);
}
