/**
 * Allowlist sanitising of editor-supplied HTML (RichText fields and HtmlSnippets). Pure: the Content
 * service runs it on the way in and out, and the site may run it again before rendering with its own
 * link policy. Anything not on the list is dropped: scripts, styles, iframes, event handlers, and links
 * the foundation's safe-link guard refuses (javascript:, data:, vbscript:, unknown hosts when external
 * links are not allowed).
 */
import sanitizeHtml from 'sanitize-html';
import { EDITOR_TAGS } from './rich-text-tags';
import { checkLink, type LinkPolicy } from './safe-link';
import { LruTextCache } from './lru-text-cache';

export interface SanitizeOptions extends Partial<LinkPolicy> {
  /** Let editors link to any http(s) site. Such links open with rel="noopener noreferrer". */
  allowExternalLinks?: boolean;
}

/** Origin used to resolve relative links when the caller has no site origin (the services). */
const NEUTRAL_ORIGIN = 'https://site.invalid';

/** The editor's elements, and what other editors and snippets may also use. */
const ALLOWED_TAGS = [
  ...EDITOR_TAGS,
  'small',
  'mark',
  'sub',
  'sup',
  'abbr',
  'q',
  'cite',
  'dl',
  'dt',
  'dd',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'section',
  'aside',
  'time',
  'address',
];

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  abbr: ['title'],
  time: ['datetime'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'reversed'],
  '*': ['id', 'lang'],
};

// Every render of a page sanitises the same few bodies with the same policy (and the Content service
// sanitises them again on the way out), while sanitize-html parses the whole fragment each time. The
// result depends only on the HTML and the policy, so it is remembered. The budget bounds memory whatever
// the inputs (the site origin comes from the request's Host): at most ~8 MB of UTF-16 text.
const sanitised = new LruTextCache(1_000, 4_000_000);

/** Returns HTML holding only allowlisted tags, attributes and safe links. */
export function sanitizeRichText(html: string, options: SanitizeOptions = {}): string {
  const policy: Required<LinkPolicy> = {
    siteOrigin: options.siteOrigin ?? NEUTRAL_ORIGIN,
    allowedExternalHosts: options.allowedExternalHosts ?? [],
  };
  const allowExternalLinks = options.allowExternalLinks ?? false;
  // JSON keeps the parts apart unambiguously; it never yields a raw NUL, so NUL can end the prefix.
  const key = `${JSON.stringify([policy.siteOrigin, policy.allowedExternalHosts, allowExternalLinks])}\u0000${html}`;
  const known = sanitised.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeWithPolicy(html, policy, allowExternalLinks);
  sanitised.set(key, clean);
  return clean;
}

/** Forgets remembered results (tests). */
export function clearSanitizeCache(): void {
  sanitised.clear();
}

function sanitizeWithPolicy(html: string, policy: LinkPolicy, allowExternalLinks: boolean): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Content of these is never shown as text either.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'embed',
      'template',
    ],
    transformTags: {
      a: (tagName, attribs) => {
        const verdict = checkLink(attribs.href, policy, { allowExternal: allowExternalLinks });
        const { href: _href, target: _target, rel: _rel, ...rest } = attribs;
        if (verdict.kind === 'refused') return { tagName, attribs: rest };
        if (verdict.kind === 'internal') return { tagName, attribs: { ...rest, href: verdict.href } };
        return { tagName, attribs: { ...rest, href: verdict.href, rel: 'noopener noreferrer' } };
      },
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        // Images are ours: site paths only (astro:assets output or /public files), never hot-linked.
        const verdict = checkLink(src, policy);
        const { src: _src, ...rest } = attribs;
        if (verdict.kind !== 'internal') return { tagName, attribs: rest };
        return { tagName, attribs: { ...rest, src: verdict.href, loading: 'lazy' } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/** Plain text of an HTML fragment (search indexing, meta descriptions): tags dropped, entities decoded. */
export function htmlToPlainText(html: string): string {
  const spaced = html.replace(
    /<(\/(p|h[1-6]|li|td|th|tr|blockquote|figcaption|div|section|dd|dt)|br\s*\/?|hr\s*\/?)>/gi,
    '$& ',
  );
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript'],
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Escapes text for safe inclusion in HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
