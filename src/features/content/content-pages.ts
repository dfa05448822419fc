/**
 * The frontmatter steps every content page shares: read a live entry (404 and 502 handled), and set
 * the caching headers the page may have.
 */
import type { AstroGlobal } from 'astro';
import { getLiveEntry } from 'astro:content';
import { ServiceUnavailableError } from '../../lib/api/transport';
import { routeNotFound } from '../../lib/routing/route-validity';
import { pageTags } from '../../shared/contracts/cache-tags';
import { contentLifetime, setSharedCacheControl } from './cache-policy';
import type { ContentReader } from './content-api';
import type { CmsPage } from '../../shared/contracts/cms';
import { takeFormFlash } from './form-state.server';

type LiveCollectionName = 'pages' | 'insights' | 'deals' | 'promotions';

export function contentReader(astro: Pick<AstroGlobal, 'locals'>): ContentReader {
  return { scope: astro.locals.scope, preview: astro.locals.preview };
}

interface CacheHintLike {
  tags?: string[] | undefined;
  lastModified?: Date | undefined;
}

/**
 * Reads one document from a live collection. Not found (or a draft outside preview): a 404 Response
 * to return from the frontmatter. The Content API unreachable or answering 502: the 502 page.
 */
export async function loadLiveEntry<C extends LiveCollectionName>(
  astro: AstroGlobal,
  collection: C,
  id: string,
) {
  const result = await getLiveEntry(collection, {
    id,
    scope: astro.locals.scope,
    preview: astro.locals.preview,
  });
  if (result.error) {
    const error = result.error as Error & { reason?: string; cause?: unknown };
    if (error.cause instanceof ServiceUnavailableError) throw error.cause;
    if (error.reason === 'unavailable') throw new ServiceUnavailableError('content');
    if (error.reason === 'notFound' || error.name === 'LiveEntryNotFoundError') {
      return { ok: false, response: routeNotFound() } as const;
    }
    throw error;
  }
  if (!result.entry) return { ok: false, response: routeNotFound() } as const;
  return { ok: true, entry: result.entry, cacheHint: result.cacheHint as CacheHintLike | undefined } as const;
}

/**
 * Public caching for published pages read by anonymous visitors (see cache-policy.ts); everything else
 * keeps the middleware's "private, no-cache". Such pages also go to the route cache (ADR 009) with the
 * tags of what they show (the entry's cache hint) and list (`lists`: content types whose writes can
 * change the page), so a publish purges exactly them (shared/contracts/cache-tags.ts).
 */
export function applyContentCaching(
  astro: AstroGlobal,
  options: {
    personal: boolean;
    cacheHint?: CacheHintLike | undefined;
    lists?: readonly string[];
    /** The page must not be served after this many seconds (see contentLifetime). */
    limitSeconds?: number;
  },
): void {
  const lifetime = contentLifetime(
    {
      signedIn: astro.locals.session.signedIn,
      preview: astro.locals.preview,
      personal: options.personal,
      setsCookie: !astro.cookies.headers().next().done,
    },
    options.limitSeconds,
  );
  if (!lifetime) return;
  setSharedCacheControl(astro, lifetime.cacheControl);
  const lastModified = options.cacheHint?.lastModified;
  if (lastModified && !Number.isNaN(lastModified.getTime())) {
    astro.response.headers.set('Last-Modified', lastModified.toUTCString());
  }
  if (astro.cache.enabled) {
    const tags = [
      ...pageTags({ path: astro.url.pathname, lists: options.lists ?? [] }),
      ...(options.cacheHint?.tags ?? []),
    ];
    astro.cache.set({ maxAge: lifetime.maxAge, swr: lifetime.swr, tags });
  }
}

/**
 * Everything a CMS page route does before rendering: the page at `path` (404 when there is none, or
 * only a draft outside preview), the form outcome coming back to it, and its caching.
 */
export async function prepareCmsPage(astro: AstroGlobal, path: string) {
  const loaded = await loadLiveEntry(astro, 'pages', path);
  if (!loaded.ok) return loaded;
  const page = loaded.entry.data as CmsPage;
  const flash = takeFormFlash(astro.cookies);
  applyContentCaching(astro, {
    personal: page.isDraft || flash !== null,
    cacheHint: loaded.cacheHint,
    // Sections may include a reusable section, a snippet, a form, a collection or a list of deals.
    lists: ['cmsSection', 'snippet', 'form', 'collection', 'deal'],
  });
  return { ok: true, page, flash } as const;
}
