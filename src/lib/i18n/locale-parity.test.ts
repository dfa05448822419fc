/**
 * Every language has every text English has, with the same {{variables}} (issue 13). Resources live
 * in folders named `locales/<language>/` (the site's in src/lib/i18n, the emails' beside their
 * templates); each language folder holds the same files. Plural keys follow i18next: `key_one`,
 * `key_other`... with the categories Intl.PluralRules gives the language (only `_other` in Bahasa
 * Indonesia, Japanese, Korean and Chinese).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages';

type Tree = { [key: string]: string | Tree };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function localeFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (!statSync(path).isDirectory() || entry === 'node_modules') continue;
    if (entry === 'locales') found.push(path);
    else found.push(...localeFolders(path));
  }
  return found;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const variablesOf = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]!));

/** What a language must have for each English key: plural bases expand to the language's categories. */
function expectedKeys(english: Map<string, string>, language: string): Map<string, Set<string>> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, Set<string>>();
  for (const [key, text] of english) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const keys = base === key ? [key] : categories.map((category) => `${base}_${category}`);
    for (const wanted of keys) {
      const variables = expected.get(wanted) ?? new Set<string>();
      for (const name of variablesOf(text)) variables.add(name);
      expected.set(wanted, variables);
    }
  }
  return expected;
}

function problemsOf(english: Map<string, string>, other: Map<string, string>, language: string): string[] {
  const problems: string[] = [];
  const expected = expectedKeys(english, language);
  for (const [key, variables] of expected) {
    const text = other.get(key);
    if (text === undefined) {
      problems.push(`missing ${key}`);
      continue;
    }
    if (!text.trim()) problems.push(`empty ${key}`);
    const own = variablesOf(text);
    const isPlural = PLURAL_SUFFIX.test(key);
    // A plural form may leave {{count}} out ("one night"); every other variable must match exactly.
    for (const name of own) if (!variables.has(name)) problems.push(`${key}: unknown variable {{${name}}}`);
    for (const name of variables) {
      if (!own.has(name) && !(isPlural && name === 'count'))
        problems.push(`${key}: lost variable {{${name}}}`);
    }
    // Chinese, Japanese and Korean text identical to English with an English word is a copy, not a
    // translation (names and codes like "QF1" or "BPAY" have no lower-case word; variable names do
    // not count, so "{{room}}, {{bed}}" may stay as it is).
    const cjk = language === 'ja' || language === 'ko' || language === 'zh-CN';
    const words = text.replace(/\{\{[^}]*\}\}/g, '');
    if (cjk && text === english.get(key) && /\b[a-z]{3,}\b/.test(words))
      problems.push(`${key}: still English`);
  }
  for (const key of other.keys()) if (!expected.has(key)) problems.push(`unexpected ${key}`);
  return problems;
}

const folders = localeFolders('src');

describe('locale resources', () => {
  it('are found (the site, and each other set of texts)', () => {
    expect(folders).toContain(join('src', 'lib', 'i18n', 'locales'));
  });

  for (const folder of folders) {
    const englishFiles = readdirSync(join(folder, 'en')).filter((file) => file.endsWith('.json'));
    const read = (language: string, file: string) =>
      flatten(JSON.parse(readFileSync(join(folder, language, file), 'utf8')) as Tree);
    for (const { code } of LANGUAGES.filter((language) => language.code !== 'en')) {
      it(`${folder}/${code} has the same files as English`, () => {
        const files = readdirSync(join(folder, code)).filter((file) => file.endsWith('.json'));
        expect(files.sort()).toEqual([...englishFiles].sort());
      });
      for (const file of englishFiles) {
        it(`${folder}/${code}/${file} has every English text with the same variables`, () => {
          expect(problemsOf(read('en', file), read(code, file), code)).toEqual([]);
        });
      }
    }
  }

  it('the check fails on a missing key, a lost variable and an untranslated copy', () => {
    const english = new Map([
      ['a', 'Hello {{name}}'],
      ['nights_one', 'one night'],
      ['nights_other', '{{count}} nights'],
      ['b', 'Search flights'],
    ]);
    const japanese = new Map([
      ['a', 'こんにちは'],
      ['nights_other', '{{count}}泊'],
      ['b', 'Search flights'],
      ['c', '余分'],
    ]);
    expect(problemsOf(english, japanese, 'ja')).toEqual([
      'a: lost variable {{name}}',
      'b: still English',
      'unexpected c',
    ]);
    expect(problemsOf(english, new Map([['a', 'Halo {{name}}']]), 'id')).toEqual([
      'missing nights_other',
      'missing b',
    ]);
  });
});
