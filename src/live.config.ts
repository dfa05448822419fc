/**
 * Live content collections (Astro 7): each loader reads the Content API at request time, through the
 * same service client as everything else (in process when the services are embedded). A page passes
 * its request scope and preview flag in the filter, because the token rules and the draft rule are
 * per request.
 *
 * Single documents (pages, insights, deals, promotions) are read here. Listings and search are read
 * with readListingPages/readContent instead: a live collection answer holds entries only, and "load
 * more" needs the paging facts (total, hasMore) the API sends beside them.
 */
import { defineLiveCollection } from 'astro:content';
import type { LiveLoader } from 'astro/loaders';
import type * as v from 'valibot';
import type { RequestScope } from './lib/api/service-client';
import { entryTag } from './shared/contracts/cache-tags';
import { CmsPageSchema, DealSchema, InsightSchema, PromotionSchema } from './shared/contracts/cms';
import { readContent, type ContentRead } from './features/content/content-api';

export interface ContentEntryFilter {
  /** The slug, or for pages the site path. */
  id: string;
  scope: RequestScope;
  preview: boolean;
}

/** What a loader reports instead of an entry: not found (404) or the API answered 502. */
export class ContentEntryError extends Error {
  constructor(
    readonly reason: 'notFound' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'ContentEntryError';
  }
}

function contentLoader<
  S extends v.GenericSchema<unknown, { key: string; updatedAt: string; isDraft: boolean }>,
>(
  type: string,
  schema: S,
  pathOf: (id: string) => string,
): LiveLoader<v.InferOutput<S>, ContentEntryFilter, never, ContentEntryError> {
  return {
    name: `content-api-${type}`,
    loadEntry: async ({ filter }) => {
      const read: ContentRead<v.InferOutput<S>> = await readContent(
        { scope: filter.scope, preview: filter.preview },
        pathOf(filter.id),
        schema,
      );
      if (read.kind === 'notFound') return { error: new ContentEntryError('notFound', read.message) };
      if (read.kind === 'unavailable')
        return { error: new ContentEntryError('unavailable', 'Content unavailable') };
      const data = read.data;
      return {
        id: data.key,
        data,
        // The entry's own tag (shared/contracts/cache-tags.ts): a write of it purges the pages showing it.
        cacheHint: {
          tags: [entryTag(type, data.key)],
          lastModified: new Date(data.updatedAt),
        },
      };
    },
    loadCollection: async () => ({ entries: [] }),
  };
}

const segment = (id: string) => encodeURIComponent(id);

export const collections = {
  pages: defineLiveCollection({
    loader: contentLoader('page', CmsPageSchema, (path) => `/pages${path.split('/').map(segment).join('/')}`),
  }),
  insights: defineLiveCollection({
    loader: contentLoader('insight', InsightSchema, (slug) => `/insights/${segment(slug)}`),
  }),
  deals: defineLiveCollection({
    loader: contentLoader('deal', DealSchema, (slug) => `/deals/${segment(slug)}`),
  }),
  promotions: defineLiveCollection({
    loader: contentLoader('promotion', PromotionSchema, (slug) => `/promotions/${segment(slug)}`),
  }),
};
