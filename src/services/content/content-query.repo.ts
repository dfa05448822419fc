/**
 * Read queries over the content index (ADR: the index is the denormalised view of published entries):
 * lists with their sort orders, facets, full-text search and the sitemap. Entry reads and writes are in
 * content.repo.ts.
 */
import { and, arrayContains, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { contentEntries, contentIndex } from '../db/schema';
import type { Platform } from '../platform/platform';
import { MARK_START, MARK_STOP } from './content.rules';
import type { IndexedType } from './content.schema';
import { visibleTo, type ReadOptions } from './content.repo';

type InsightSort = 'latest' | 'airline';
type DealSort = 'latest' | 'destination' | 'price' | 'name';

export interface ListQuery {
  type: IndexedType;
  page: number;
  pageSize: number;
  kind?: string | undefined;
  tag?: string | undefined;
  airline?: string | undefined;
  destination?: string | undefined;
  sort: InsightSort | DealSort;
}

const joinEntries = and(eq(contentEntries.type, contentIndex.type), eq(contentEntries.key, contentIndex.key));

function orderOf(query: ListQuery): SQL[] {
  const newest = [desc(contentEntries.publishAt), asc(contentIndex.key)];
  switch (query.sort) {
    case 'airline':
      return [
        sql`${contentIndex.airlineRank} ASC NULLS LAST`,
        sql`${contentIndex.airlineName} ASC NULLS LAST`,
        ...newest,
      ];
    case 'destination':
      return [asc(contentIndex.destination), asc(contentIndex.price), asc(contentIndex.key)];
    case 'price':
      return [asc(contentIndex.price), asc(contentIndex.title), asc(contentIndex.key)];
    case 'name':
      return [asc(contentIndex.title), asc(contentIndex.key)];
    default:
      return newest;
  }
}

/** How many indexed items match `where`: the total beside a page of them. */
async function countIndexed(platform: Platform, where: SQL | undefined): Promise<number> {
  const [total] = await platform.database.db
    .select({ n: count() })
    .from(contentIndex)
    .innerJoin(contentEntries, joinEntries)
    .where(where);
  return Number(total?.n ?? 0);
}

/** One page of visible items of a type, filtered and sorted, with the total count. */
export async function listIndexed(platform: Platform, query: ListQuery, options: ReadOptions) {
  const where = and(
    eq(contentIndex.type, query.type),
    visibleTo(platform, options),
    query.kind ? eq(contentIndex.kind, query.kind) : undefined,
    query.tag ? arrayContains(contentIndex.tags, [query.tag]) : undefined,
    query.airline ? eq(contentIndex.airlineCode, query.airline) : undefined,
    query.destination ? arrayContains(contentIndex.destinations, [query.destination]) : undefined,
  );
  const db = platform.database.db;
  const rows = await db
    .select({
      key: contentEntries.key,
      data: contentEntries.data,
      publishAt: contentEntries.publishAt,
      status: contentEntries.status,
      path: contentIndex.path,
    })
    .from(contentIndex)
    .innerJoin(contentEntries, joinEntries)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: await countIndexed(platform, where) };
}

/** Tags of visible insights with their counts, most used first. */
export async function insightTags(platform: Platform, options: ReadOptions, kind?: string) {
  const tag = sql<string>`unnest(${contentIndex.tags})`;
  const rows = await platform.database.db
    .select({ tag, n: count() })
    .from(contentIndex)
    .innerJoin(contentEntries, joinEntries)
    .where(
      and(
        eq(contentIndex.type, 'insight'),
        visibleTo(platform, options),
        kind ? eq(contentIndex.kind, kind) : undefined,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(desc(count()), asc(sql`1`));
  return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
}

/** Airlines of visible items of a type with counts, in the insights airline order then by name. */
export async function airlineFacet(platform: Platform, type: IndexedType, options: ReadOptions) {
  const rows = await platform.database.db
    .select({
      code: contentIndex.airlineCode,
      name: sql<string>`min(${contentIndex.airlineName})`,
      rank: sql<number | null>`min(${contentIndex.airlineRank})`,
      n: count(),
    })
    .from(contentIndex)
    .innerJoin(contentEntries, joinEntries)
    .where(
      and(
        eq(contentIndex.type, type),
        visibleTo(platform, options),
        sql`${contentIndex.airlineCode} IS NOT NULL`,
      ),
    )
    .groupBy(contentIndex.airlineCode)
    .orderBy(sql`min(${contentIndex.airlineRank}) ASC NULLS LAST`, sql`min(${contentIndex.airlineName})`);
  return rows.map((row) => ({
    code: row.code ?? '',
    name: row.name,
    rank: row.rank === null ? null : Number(row.rank),
    count: Number(row.n),
  }));
}

/** Destinations of visible deals (slug and city) with counts, by name. */
export async function dealDestinations(platform: Platform, options: ReadOptions) {
  const rows = await platform.database.db
    .select({ data: contentEntries.data })
    .from(contentIndex)
    .innerJoin(contentEntries, joinEntries)
    .where(and(eq(contentIndex.type, 'deal'), visibleTo(platform, options)));
  return rows;
}

// ---- search ----

// Every match marked in the whole text; search-snippet.ts then cuts the excerpt at sentence and word
// boundaries (ts_headline's own fragments end mid-sentence).
const EXCERPT_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, HighlightAll=true`;
/** The text an excerpt is cut from: enough for the first matches, bounded so headlines stay cheap. */
const EXCERPT_SOURCE_CHARS = 20_000;
const TITLE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, HighlightAll=true`;

export interface SearchQuery {
  q: string;
  type?: IndexedType | undefined;
  page: number;
  pageSize: number;
}

/** Ranked full-text search over visible pages, insights, deals and promotions. */
export async function searchIndexed(platform: Platform, query: SearchQuery, options: ReadOptions) {
  const tsquery = sql`websearch_to_tsquery('english', ${query.q})`;
  const where = and(
    sql`${contentIndex.search} @@ ${tsquery}`,
    visibleTo(platform, options),
    query.type ? eq(contentIndex.type, query.type) : undefined,
  );
  const rank = sql<number>`ts_rank_cd(${contentIndex.search}, ${tsquery}, 32)`;
  const db = platform.database.db;
  const ranked = db
    .select({
      type: contentIndex.type,
      key: contentIndex.key,
      path: contentIndex.path,
      title: contentIndex.title,
      summary: contentIndex.summary,
      body: contentIndex.body,
      publishAt: contentEntries.publishAt,
      rank: rank.as('rank'),
    })
    .from(contentIndex)
    .innerJoin(contentEntries, joinEntries)
    .where(where)
    .orderBy(desc(rank), asc(contentIndex.title))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('ranked');
  // Headlines are costly: computed only for the page of results.
  const rows = await db
    .select({
      type: ranked.type,
      key: ranked.key,
      path: ranked.path,
      publishAt: ranked.publishAt,
      rank: ranked.rank,
      title: sql<string>`ts_headline('english', ${ranked.title}, ${tsquery}, ${TITLE_OPTIONS})`,
      excerpt: sql<string>`ts_headline('english', left(${ranked.summary} || ' ' || ${ranked.body}, ${EXCERPT_SOURCE_CHARS}), ${tsquery}, ${EXCERPT_OPTIONS})`,
    })
    .from(ranked)
    .orderBy(desc(ranked.rank), asc(ranked.title));
  return { rows, total: await countIndexed(platform, where) };
}

/** Every visible indexed item's path and last change, for sitemap.xml. */
export async function sitemapEntries(platform: Platform) {
  return platform.database.db
    .select({
      type: contentIndex.type,
      path: contentIndex.path,
      updatedAt: contentEntries.updatedAt,
      publishAt: contentEntries.publishAt,
    })
    .from(contentIndex)
    .innerJoin(contentEntries, joinEntries)
    .where(visibleTo(platform, { preview: false }))
    .orderBy(asc(contentIndex.path));
}
