/** The layouts of spec §2. */
export const LAYOUTS = ['page', 'about', 'account', 'dashboard', 'hotel', 'error', 'blank'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

const SEPARATOR = ' | ';

/**
 * The document title (spec §1): the page title followed by the product name, "{page} | {product}".
 * Without a page title, or when the page title already is the product name, the product name alone.
 */
export function formatPageTitle(pageTitle: string | null | undefined, productName: string): string {
  const page = (pageTitle ?? '').replace(/\s+/g, ' ').trim();
  const product = productName.trim();
  if (!page || page === product) return product;
  if (!product) return page;
  return `${page}${SEPARATOR}${product}`;
}

// Route prefixes of spec §2's route table, first match wins. Anything else is a "page".
const LAYOUT_BY_PREFIX: ReadonlyArray<readonly [string, LayoutName]> = [
  ['/about', 'about'],
  ['/contact', 'about'],
  ['/account', 'account'],
  ['/authetication', 'account'],
  ['/hotel', 'hotel'],
  ['/404', 'error'],
  ['/500', 'error'],
  ['/502', 'error'],
  ['/preview-mode', 'blank'],
];

/**
 * The layout a route uses (spec §2). Any route whose name contains "dashboard" uses the dashboard
 * layout, wherever it sits in the path.
 */
export function layoutForRoute(pathname: string): LayoutName {
  const path = normalisePath(pathname);
  if (path.toLowerCase().includes('dashboard')) return 'dashboard';
  for (const [prefix, layout] of LAYOUT_BY_PREFIX) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return layout;
  }
  return 'page';
}

function normalisePath(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is judged as written.
  }
  path = `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return path || '/';
}

/**
 * The path a reader asked for, as the 404 heading shows it ("Page Not Found: {path}"): Astro's
 * originPathname (kept across rewrites) without the trailing slash Astro appends to it, decoded
 * where the escapes are valid.
 */
export function requestedPath(originPathname: string | null | undefined, fallback: string): string {
  let path = originPathname || fallback || '/';
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
