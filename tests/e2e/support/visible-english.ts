/**
 * Finds English interface text on a page shown in another language (issue 13): every visible text
 * block, aria-label and placeholder is compared with the English resources (src/lib/i18n/locales/en)
 * whose translation differs. Text inside a `lang="en"` container (CMS articles, which stay English and
 * say so) is left out, as are brand names and codes (identical in both languages, so never listed).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };
const LOCALES = 'src/lib/i18n/locales';

function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

function bundle(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Tree, '', all);
  }
  return all;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English texts that the language translates differently, as exact strings and as patterns. */
function englishOnlyTexts(language: string): { exact: Set<string>; patterns: RegExp[] } {
  const english = bundle('en');
  const other = bundle(language);
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const otherValues = new Set(other.values());
  for (const [key, text] of english) {
    const base = key.replace(/_(one|other)$/, '');
    const translated = other.get(key) ?? other.get(`${base}_other`);
    const normal = text.replace(/\s+/g, ' ').trim();
    // Short or word-less texts ("OK", "QF", "A$") and texts the language writes the same are not signs.
    if (!/[a-z]{3,}/.test(normal) || normal === translated || otherValues.has(normal)) continue;
    if (!normal.includes('{{')) {
      exact.add(normal);
      continue;
    }
    const staticParts = normal.split(/\{\{[^}]+\}\}/).join('');
    if (!/[a-z]{3,}\s+[a-z]{2,}/i.test(staticParts)) continue;
    const source = escapeRegExp(normal).replace(/\\\{\\\{[^}]*\\\}\\\}/g, '.+?');
    patterns.push(new RegExp(`^${source}$`));
  }
  return { exact, patterns };
}

/** The visible texts (blocks, aria-labels, placeholders) of the page that are English UI strings. */
export async function visibleEnglish(page: Page, language: string): Promise<string[]> {
  const { exact, patterns } = englishOnlyTexts(language);
  const texts = await page.evaluate(() => {
    const INLINE = new Set([
      'B',
      'STRONG',
      'EM',
      'I',
      'SPAN',
      'ABBR',
      'TIME',
      'SMALL',
      'BDI',
      'DATA',
      'SUP',
      'SUB',
    ]);
    const found = new Set<string>();
    const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (element.closest('[lang="en"], script, style, template, noscript')) continue;
      const visible = element.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true });
      for (const name of ['aria-label', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && visible) found.add(normal(value));
      }
      if (!visible) continue;
      const onlyInline = Array.from(element.children).every((child) => INLINE.has(child.tagName));
      if (onlyInline && element.textContent) found.add(normal(element.textContent));
    }
    return [...found];
  });
  return texts.filter((text) => exact.has(text) || patterns.some((pattern) => pattern.test(text)));
}
