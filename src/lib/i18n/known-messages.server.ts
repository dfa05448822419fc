/** The server half of known-messages.ts: it reads every language's resources, so it never ships. */
import { RESOURCES } from './i18n';
import type { MessagePairs } from '../../shared/i18n/known-messages';
import type { Locale } from '../../shared/i18n/languages';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree | undefined, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree ?? {})) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const pairsMade = new Map<string, MessagePairs>();

/**
 * [English, translated] for every text of the named groups (e.g. ['validationMessages',
 * 'accountMessages']); made once per language and groups. English pairs are [text, text].
 */
export function knownMessagePairs(locale: Locale, groups: string[]): MessagePairs {
  const cacheKey = `${locale}|${groups.join(',')}`;
  const known = pairsMade.get(cacheKey);
  if (known) return known;
  const pairs: MessagePairs = [];
  for (const group of groups) {
    const english = leaves(RESOURCES.en[group] as Tree | undefined);
    if (!english.size) throw new Error(`i18n: no message group "${group}"`);
    const translated = leaves(RESOURCES[locale][group] as Tree | undefined);
    for (const [key, text] of english) pairs.push([text, translated.get(key) ?? text]);
  }
  pairsMade.set(cacheKey, pairs);
  return pairs;
}
