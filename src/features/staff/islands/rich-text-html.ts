/**
 * Pure rules of the staff rich-text editor: which stored HTML the editor can hold without losing
 * anything, what the form field receives, and which link addresses it accepts. The Content API
 * sanitises again on save (src/shared/content/sanitize.ts); these rules only keep the editor from
 * silently dropping what the allowlist would have kept.
 */
import { EDITOR_TAGS } from '../../../shared/content/rich-text-tags';

/** Elements the editor's schema reads and writes back; all are on the Content API's allowlist. */
const EDITOR_TAG_SET: ReadonlySet<string> = new Set(EDITOR_TAGS);

/** Attributes the editor keeps, by element; any other attribute would be lost on the next save. */
const EDITOR_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  ol: ['start'],
};

const TAG = /<([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const ATTRIBUTE_NAME = /([^\s"'=/>]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/**
 * Whether the editor can show this (already sanitised) HTML and write it back without losing an element
 * or attribute. When it cannot (a table, an image, an id), the field stays a plain HTML box.
 */
export function editorCanHold(html: string): boolean {
  for (const match of html.matchAll(TAG)) {
    const tag = match[1]!.toLowerCase();
    if (!EDITOR_TAG_SET.has(tag)) return false;
    const kept = EDITOR_ATTRIBUTES[tag] ?? [];
    for (const attribute of (match[2] ?? '').matchAll(ATTRIBUTE_NAME)) {
      if (!kept.includes(attribute[1]!.toLowerCase())) return false;
    }
  }
  return true;
}

/**
 * The form field's value for the editor's HTML: an empty editor (which still holds an empty paragraph)
 * submits nothing, so the Content API's "must not be empty" check applies as for the plain box.
 */
export function fieldValueFromEditor(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : html;
}

const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i;

/**
 * The link address for what an editor typed, or null when it is not one the site would keep: http(s)
 * addresses, site paths (/…) and fragments (#…), email addresses (as mailto:). A bare host
 * ("example.com/x") is taken as https. Anything else (javascript:, data:, spaces) is refused here
 * rather than left for the sanitiser to drop silently.
 */
export function normaliseLinkAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  if (text.startsWith('#')) return text.length > 1 ? text : null;
  if (/^mailto:/i.test(text)) return EMAIL.test(text.slice('mailto:'.length)) ? text : null;
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return url.hostname ? text : null;
    } catch {
      return null;
    }
  }
  if (BARE_HOST.test(text)) return `https://${text}`;
  return null;
}
