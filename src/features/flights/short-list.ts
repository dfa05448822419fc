import { displayLocale } from '../../shared/i18n/display-locale';
import type { Locale } from '../../shared/i18n/languages';

// Its own module: the home page's search form needs it without the itinerary formatters.
/**
 * Short items side by side ("2 adults, 1 child", "MEL, SIN"): Japanese and Chinese write them with
 * the ideographic comma ("大人2名、子ども1名"), the others with a comma. Not a sentence, so no "and".
 */
export function joinShort(items: string[], locale: Locale = displayLocale()): string {
  return items.join(locale === 'ja' || locale === 'zh-CN' ? '、' : ', ');
}
