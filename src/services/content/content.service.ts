/**
 * Content use cases: reads entries through the repo, validates them against their schema on the way
 * out, sanitises RichText, resolves media and deal references and shapes the insight, deal and promotion
 * answers documented in docs/content-api.md. Pages, the home page, forms, snippets, collections and
 * search are in content-pages.service.ts.
 */
import * as v from 'valibot';
import { sanitizeRichText } from '../../shared/content/sanitize';
import type { Platform } from '../platform/platform';
import { findEntries, findEntry, type ReadOptions } from './content.repo';
import { listIndexed, type ListQuery } from './content-query.repo';
import { tagLabel } from './content.rules';
import {
  CONTENT_TYPE_SCHEMAS,
  RICH_TEXT_FIELDS,
  type ContentType,
  type Deal,
  type Insight,
  type Media,
  type Promotion,
} from './content.schema';

/** RichText is served sanitised; external links are allowed and the site applies its own policy again. */
export function cleanRichText(html: string): string {
  return sanitizeRichText(html, { allowExternalLinks: true });
}

/** Sanitises every RichText field of an entry's data (including page sections). */
export function sanitizeEntryData(type: ContentType, data: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...data };
  for (const field of RICH_TEXT_FIELDS[type] ?? []) {
    if (typeof copy[field] === 'string') copy[field] = cleanRichText(copy[field]);
  }
  if (type === 'page' && Array.isArray(copy.sections)) {
    copy.sections = (copy.sections as Record<string, unknown>[]).map((section) =>
      typeof section.body === 'string' ? { ...section, body: cleanRichText(section.body) } : section,
    );
  }
  return copy;
}

/** An entry's data, checked against its schema; a stored entry that no longer fits is treated as absent. */
export function dataOf<T extends ContentType>(
  platform: Platform,
  type: T,
  row: { key: string; data: unknown },
) {
  const result = v.safeParse(CONTENT_TYPE_SCHEMAS[type], row.data);
  if (!result.success) {
    platform.log.warn(
      { type, key: row.key, issue: result.issues[0].message },
      'stored content entry does not match its schema',
    );
    return undefined;
  }
  return result.output as v.InferOutput<(typeof CONTENT_TYPE_SCHEMAS)[T]>;
}

/** Not what readers see: unpublished, not yet due, or (in preview) showing a published entry's draft. */
export function isDraft(
  platform: Platform,
  row: { status: string; publishAt: Date; showsDraft?: boolean },
): boolean {
  return row.showsDraft === true || row.status !== 'published' || row.publishAt > platform.clock.now();
}

// ---- media ----

export type MediaView = Media & { key: string };

export async function loadMedia(platform: Platform, keys: (string | undefined)[], options: ReadOptions) {
  const rows = await findEntries(
    platform,
    'media',
    keys.filter((key): key is string => Boolean(key)),
    options,
  );
  const media = new Map<string, MediaView>();
  for (const [key, row] of rows) {
    const data = dataOf(platform, 'media', row);
    if (data) media.set(key, { key, ...data });
  }
  return media;
}

// ---- insights ----

export function insightCard(
  platform: Platform,
  row: { key: string; data: unknown; status: string; publishAt: Date },
  insight: Insight,
  media: Map<string, MediaView>,
) {
  return {
    key: row.key,
    path: `/insights/${row.key}`,
    kind: insight.kind,
    title: insight.title,
    summary: insight.summary,
    author: insight.author,
    image: media.get(insight.image) ?? null,
    tags: insight.tags.map((tag) => ({ tag, label: tagLabel(tag) })),
    airline: insight.airline ?? null,
    reviewOf: insight.reviewOf ?? null,
    publishedAt: row.publishAt.toISOString(),
    isDraft: isDraft(platform, row),
  };
}

export type InsightCard = ReturnType<typeof insightCard>;

interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

export function paged<T>(items: T[], query: { page: number; pageSize: number }, total: number): Paged<T> {
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    hasMore: query.page * query.pageSize < total,
  };
}

export async function listInsights(platform: Platform, query: Omit<ListQuery, 'type'>, options: ReadOptions) {
  const { rows, total } = await listIndexed(platform, { ...query, type: 'insight' }, options);
  const parsed = rows.flatMap((row) => {
    const data = dataOf(platform, 'insight', row);
    return data ? [{ row, data }] : [];
  });
  const media = await loadMedia(
    platform,
    parsed.map((item) => item.data.image),
    options,
  );
  return paged(
    parsed.map(({ row, data }) => insightCard(platform, row, data, media)),
    query,
    total,
  );
}

export async function getInsight(platform: Platform, key: string, options: ReadOptions) {
  const row = await findEntry(platform, 'insight', key, options);
  const data = row && dataOf(platform, 'insight', row);
  if (!row || !data) return undefined;
  const media = await loadMedia(platform, [data.image], options);
  return {
    ...insightCard(platform, row, data, media),
    body: cleanRichText(data.body),
    seo: data.seo ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- deals ----

function dealCard(
  platform: Platform,
  row: { key: string; status: string; publishAt: Date },
  deal: Deal,
  media: Map<string, MediaView>,
) {
  return {
    key: row.key,
    path: `/deals/${row.key}`,
    name: deal.name,
    summary: deal.summary,
    image: media.get(deal.image) ?? null,
    destinations: deal.destinations,
    departurePorts: deal.departurePorts,
    airline: deal.airline,
    cabinClass: deal.cabinClass,
    leadInPrice: deal.leadInPrice,
    bookBy: deal.bookBy,
    publishedAt: row.publishAt.toISOString(),
    isDraft: isDraft(platform, row),
  };
}

export type DealCard = ReturnType<typeof dealCard>;

export async function listDeals(platform: Platform, query: Omit<ListQuery, 'type'>, options: ReadOptions) {
  const { rows, total } = await listIndexed(platform, { ...query, type: 'deal' }, options);
  return paged(await dealCards(platform, rows, options), query, total);
}

async function dealCards(platform: Platform, rows: EntryLike[], options: ReadOptions) {
  const parsed = rows.flatMap((row) => {
    const data = dataOf(platform, 'deal', row);
    return data ? [{ row, data }] : [];
  });
  const media = await loadMedia(
    platform,
    parsed.map((item) => item.data.image),
    options,
  );
  return parsed.map(({ row, data }) => dealCard(platform, row, data, media));
}

type EntryLike = { key: string; data: unknown; status: string; publishAt: Date };

/** Deals by key in the given order, visible ones only. */
export async function dealsByKey(platform: Platform, keys: string[], options: ReadOptions) {
  const rows = await findEntries(platform, 'deal', keys, options);
  return dealCards(
    platform,
    keys.flatMap((key) => rows.get(key) ?? []),
    options,
  );
}

export async function getDeal(platform: Platform, key: string, options: ReadOptions) {
  const row = await findEntry(platform, 'deal', key, options);
  const data = row && dataOf(platform, 'deal', row);
  if (!row || !data) return undefined;
  const media = await loadMedia(platform, [data.image], options);
  return {
    ...dealCard(platform, row, data, media),
    stopovers: data.stopovers,
    seasons: data.seasons,
    departureDates: data.departureDates,
    baggage: data.baggage,
    depositToBook: data.depositToBook,
    fullPaymentBy: data.fullPaymentBy,
    changeFee: data.changeFee,
    notes: data.notes,
    body: data.body ? cleanRichText(data.body) : null,
    seo: data.seo ?? null,
    enquiryPath: `/deals/enquiry/${row.key}`,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- promotions ----

function promotionCard(
  platform: Platform,
  row: EntryLike,
  promotion: Promotion,
  media: Map<string, MediaView>,
) {
  return {
    key: row.key,
    path: `/promotions/${row.key}`,
    title: promotion.title,
    summary: promotion.summary,
    image: media.get(promotion.image) ?? null,
    validFrom: promotion.validFrom,
    validTo: promotion.validTo,
    publishedAt: row.publishAt.toISOString(),
    isDraft: isDraft(platform, row),
  };
}

export async function listPromotions(
  platform: Platform,
  query: Omit<ListQuery, 'type'>,
  options: ReadOptions,
) {
  const { rows, total } = await listIndexed(platform, { ...query, type: 'promotion' }, options);
  const parsed = rows.flatMap((row) => {
    const data = dataOf(platform, 'promotion', row);
    return data ? [{ row, data }] : [];
  });
  const media = await loadMedia(
    platform,
    parsed.map((item) => item.data.image),
    options,
  );
  return paged(
    parsed.map(({ row, data }) => promotionCard(platform, row, data, media)),
    query,
    total,
  );
}

export async function getPromotion(platform: Platform, key: string, options: ReadOptions) {
  const row = await findEntry(platform, 'promotion', key, options);
  const data = row && dataOf(platform, 'promotion', row);
  if (!row || !data) return undefined;
  const media = await loadMedia(platform, [data.image], options);
  return {
    ...promotionCard(platform, row, data, media),
    template: data.template,
    body: cleanRichText(data.body),
    terms: data.terms,
    cta: data.cta ?? null,
    seo: data.seo ?? null,
    deals: await dealsByKey(platform, data.deals, options),
    updatedAt: row.updatedAt.toISOString(),
  };
}
