/**
 * Search result snippets. The Content API escapes the text and wraps matches in <mark>; the site still
 * checks that nothing but <mark> and character references is there before rendering it as HTML, and
 * otherwise shows it escaped (the worst case is visible tags, never live markup).
 */
import { escapeHtml } from '../../shared/content/sanitize';

const MARK_ONLY = /^(?:[^<>&]|&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});|<mark>|<\/mark>)*$/i;

export function isMarkOnlyHtml(html: string): boolean {
  if (!MARK_ONLY.test(html)) return false;
  // Balanced and not nested: every <mark> is closed before the next opens.
  let open = false;
  for (const [tag] of html.matchAll(/<\/?mark>/gi)) {
    const closing = tag.startsWith('</');
    if (closing !== open) return false;
    open = !closing;
  }
  return !open;
}

/** HTML safe to render: the API's highlight when it holds only <mark>, otherwise the text escaped. */
export function safeHighlightHtml(html: string): string {
  return isMarkOnlyHtml(html) ? html : escapeHtml(html);
}
