/** The frontmatter of the insights listings: /insights, /insights/news, /insights/reviews, /insights/tag/{tag}. */
import type { AstroGlobal } from 'astro';
import type * as v from 'valibot';
import {
  InsightAirlinesSchema,
  InsightListSchema,
  InsightTagsSchema,
  type InsightCard,
} from '../../shared/contracts/cms';
import { ServiceUnavailableError } from '../../lib/api/transport';
import { routeNotFound } from '../../lib/routing/route-validity';
import { readContent, readListingPages } from './content-api';
import { applyContentCaching, contentReader } from './content-pages';
import { parseListingPage } from './listing';

export interface InsightListingQuery {
  kind?: 'news' | 'review';
  tag?: string;
}

export interface InsightListing {
  ok: true;
  items: InsightCard[];
  total: number;
  hasMore: boolean;
  page: number;
  tags: v.InferOutput<typeof InsightTagsSchema>;
  currentTag: v.InferOutput<typeof InsightTagsSchema>[number] | undefined;
  airlines: v.InferOutput<typeof InsightAirlinesSchema>;
  airline: string | undefined;
}

export async function prepareInsightListing(
  astro: AstroGlobal,
  query: InsightListingQuery,
): Promise<InsightListing | { ok: false; response: Response }> {
  const reader = contentReader(astro);
  const page = parseListingPage(astro.url.searchParams.get('page'));
  const airlineParam = astro.url.searchParams.get('airline')?.toUpperCase() || undefined;
  if (page === null || (airlineParam !== undefined && !/^[A-Z0-9]{2}$/.test(airlineParam))) {
    return { ok: false, response: routeNotFound() };
  }
  const [list, tags, airlines] = await Promise.all([
    readListingPages<InsightCard>(
      reader,
      '/insights',
      InsightListSchema,
      { kind: query.kind, tag: query.tag, airline: airlineParam },
      page,
    ),
    readContent(reader, '/insights/tags', InsightTagsSchema, { kind: query.kind }),
    readContent(reader, '/insights/airlines', InsightAirlinesSchema),
  ]);
  if (list.kind === 'unavailable') throw new ServiceUnavailableError('content');
  if (list.kind === 'notFound') return { ok: false, response: routeNotFound() };
  const tagList = tags.kind === 'ok' ? tags.data : [];
  const currentTag = query.tag ? tagList.find((entry) => entry.tag === query.tag) : undefined;
  // An unknown tag (or one whose insights are all unpublished) is unknown content: a real 404.
  if (query.tag && !currentTag) return { ok: false, response: routeNotFound() };
  applyContentCaching(astro, { personal: list.data.items.some((item) => item.isDraft), lists: ['insight'] });
  return {
    ok: true,
    items: list.data.items,
    total: list.data.total,
    hasMore: list.data.hasMore,
    page,
    tags: tagList,
    currentTag,
    airlines: airlines.kind === 'ok' ? airlines.data : [],
    airline: airlineParam,
  };
}
