import type { TFunction } from 'i18next';

/** More distinct keys than the site has texts: past this, lookups are still answered, not remembered. */
const MAX_REMEMBERED_KEYS = 10_000;

type AnyTranslate = (...args: unknown[]) => unknown;

/**
 * Wraps a fixed-language t() so that a plain lookup, t('some.key') with no options, is resolved by
 * i18next once and then answered from memory. Safe because the resources and the language of a fixed
 * t() never change at run time. Calls with options (interpolation, count, returnObjects, a default
 * value) or with several keys always go to i18next.
 */
export function rememberPlainLookups(t: TFunction): TFunction {
  const texts = new Map<string, unknown>();
  const translate = t as unknown as AnyTranslate;
  const remembering: AnyTranslate = (...args) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return translate(...args);
    if (texts.has(key)) return texts.get(key);
    const text = translate(key);
    if (texts.size < MAX_REMEMBERED_KEYS) texts.set(key, text);
    return text;
  };
  // Keep what i18next puts on a fixed t() (lng, lngs, ns, keyPrefix) for callers that read it.
  return Object.assign(remembering, t) as unknown as TFunction;
}
