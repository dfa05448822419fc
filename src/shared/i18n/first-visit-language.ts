/**
 * The language of a first visit (no language cookie yet), from the browser's Accept-Language. Astro's
 * own `preferredLocale` matches exact codes only, so "id-ID", "ko-KR", "ja-JP" or "zh-Hans" (what
 * browsers send) would fall back to English; here a regional or script variant counts as its
 * language: the highest-weighted tag we can serve wins (RFC 4647 lookup, simplified). Chinese in
 * Traditional script (zh-Hant, zh-TW, zh-HK, zh-MO) is not matched to Simplified Chinese. The
 * middleware, the route cache key and the services' email language all use this one rule.
 */
import { LOCALES, type Locale } from './languages';

const TRADITIONAL = new Set(['hant', 'tw', 'hk', 'mo']);

/** The language we write for one language tag, if any. */
function languageOfTag(tag: string): Locale | undefined {
  const lower = tag.trim().replaceAll('_', '-').toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const [primary = '', ...subtags] = lower.split('-');
  if (primary === 'zh') return subtags.some((subtag) => TRADITIONAL.has(subtag)) ? undefined : 'zh-CN';
  // "in" is the withdrawn code for Indonesian that older systems still send.
  if (primary === 'in') return 'id';
  return LOCALES.find((locale) => locale === primary);
}

export function firstVisitLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const quality = params.find((param) => param.startsWith('q='));
      const parsed = quality === undefined ? 1 : Number.parseFloat(quality.slice(2));
      // Like Astro: an unreadable or out-of-range weight counts as 1. q=0 means "not this one".
      const weight = Number.isNaN(parsed) || parsed > 1 ? 1 : parsed;
      return { tag, weight, position };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  for (const entry of ranked) {
    const language = languageOfTag(entry.tag);
    if (language) return language;
  }
  return undefined;
}
