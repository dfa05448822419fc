/**
 * A language's interface texts read from its own resources (src/lib/i18n/locales/<language>), so tests in
 * another language follow the texts rather than copying them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };

function resources(language: string): Tree {
  const folder = join('src/lib/i18n/locales', language);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Tree),
  ) as Tree;
}

/** The language's text for a key, with {{variables}} filled (plural keys read their `_other` form). */
export function uiText(language: string, key: string, values: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = resources(language);
  const parts = key.split('.');
  for (const [index, part] of parts.entries()) {
    if (!node || typeof node === 'string') break;
    const last = index === parts.length - 1;
    node = (last && node[`${part}_other`]) || node[part];
  }
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a text with variables: each {{variable}} matches anything. */
export function uiPattern(language: string, key: string): RegExp {
  const template = uiText(language, key);
  return new RegExp(escape(template).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+'));
}
