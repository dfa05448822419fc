import type { AstroGlobal } from 'astro';
import { loadLiveEntry } from '../../features/content/content-pages';
import { isContentSlug } from '../../features/content/listing';
import { routeNotFound } from '../../lib/routing/route-validity';

type LiveCollection = Parameters<typeof loadLiveEntry>[1];

/**
 * The entry a `[slug]` content page shows, read from `collection` by the page's slug: a slug that cannot
 * be one is a 404 without asking the Content API; otherwise loadLiveEntry's outcome.
 */
export async function loadSlugEntry<C extends LiveCollection>(astro: AstroGlobal, collection: C) {
  const { slug } = astro.params;
  if (!isContentSlug(slug)) return { ok: false, response: routeNotFound() } as const;
  return loadLiveEntry(astro, collection, slug);
}
