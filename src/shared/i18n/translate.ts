/**
 * A translator for islands that cannot afford i18next (the home page's search form, under its script
 * budget): the server passes the messages of the reader's language, already resolved, and this reads
 * them with the subset of i18next's syntax the flight texts use: nested keys, {{name}} interpolation,
 * and plural keys `_one` / `_other` chosen by `count`. Same texts, same results as i18next.
 */
export type Messages = { [key: string]: string | Messages };
type TranslateOptions = Record<string, string | number>;
export type Translate = (key: string, options?: TranslateOptions) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// Plural rules are costly to make and the same for every translator of a language (one is made per
// island render on the server).
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

export function createTranslator(messages: Messages, locale = 'en'): Translate {
  const plurals = pluralRulesOf(locale);
  return (key, options = {}) => {
    const count = options.count;
    const text =
      (typeof count === 'number' ? lookup(messages, `${key}_${plurals.select(count)}`) : undefined) ??
      lookup(messages, key) ??
      key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in options ? String(options[name]) : whole,
    );
  };
}
