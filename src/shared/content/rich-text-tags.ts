/**
 * The elements the staff rich-text editor reads and writes back (TipTap's StarterKit with headings 2–6,
 * plus Link). The Content API's allowlist (sanitize.ts) is these and more, so nothing the editor writes
 * is dropped on save; the editor's own rules (features/staff/islands/rich-text-html.ts) use the list to tell
 * which stored HTML it can hold without losing anything. h1 is on neither: the page's title is the only
 * h1. Its own module, so the editor's script does not pull in sanitize-html.
 */
export const EDITOR_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
] as const;
