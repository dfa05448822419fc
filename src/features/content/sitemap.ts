/** sitemap.xml and robots.txt text. Pure. */
import { escapeHtml } from '../../shared/content/sanitize';

export interface SitemapEntry {
  path: string;
  lastModified: string;
}

/** Listing pages that are not content entries themselves but belong in the sitemap. */
const LISTING_PATHS = ['/', '/insights', '/insights/news', '/insights/reviews', '/deals'] as const;

/** Form outcome pages: published, but only meaningful after a submission (noindex, not listed). */
const OUTCOME_PATHS = [
  '/join-the-list-confirmation',
  '/deals/enquiry/success',
  '/enquiry/confirmation',
] as const;

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  const add = (path: string, lastModified?: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const loc = escapeHtml(new URL(path, origin).href);
    const lastmod =
      lastModified && !Number.isNaN(Date.parse(lastModified))
        ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>`
        : '';
    urls.push(`  <url><loc>${loc}</loc>${lastmod}</url>`);
  };
  for (const path of LISTING_PATHS) add(path);
  for (const entry of entries) {
    if (!(OUTCOME_PATHS as readonly string[]).includes(entry.path)) add(entry.path, entry.lastModified);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Paths crawlers are asked to leave alone: accounts, booking steps, APIs, forms and search. */
const DISALLOWED_PATHS = [
  '/account',
  '/authetication',
  '/dashboard',
  '/api/',
  '/forms/',
  '/flight/',
  '/hotel/',
  '/search',
  '/deals/enquiry/',
  '/preview-mode',
  '/backup/',
  '/dev/',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
