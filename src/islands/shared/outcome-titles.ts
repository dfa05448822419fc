/**
 * The two titles of an outcome message in every language (outcome.json of each locale), small enough
 * for every island to carry whatever messages its page passed it.
 */
import en from '../../lib/i18n/locales/en/outcome.json';
import id from '../../lib/i18n/locales/id/outcome.json';
import ja from '../../lib/i18n/locales/ja/outcome.json';
import ko from '../../lib/i18n/locales/ko/outcome.json';
import zhCN from '../../lib/i18n/locales/zh-CN/outcome.json';
import type { Locale } from '../../shared/i18n/languages';

export type OutcomeTone = 'error' | 'success';

const TITLES: Record<Locale, Record<OutcomeTone, string>> = {
  en: en.outcome,
  id: id.outcome,
  ja: ja.outcome,
  ko: ko.outcome,
  'zh-CN': zhCN.outcome,
};

export function outcomeTitle(locale: Locale, tone: OutcomeTone): string {
  return TITLES[locale][tone];
}
