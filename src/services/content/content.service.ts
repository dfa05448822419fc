/**
 * Content use cases: the insight, deal and promotion answers documented in docs/content-api.md, their
 * media and deal references resolved. Reading and checking entries is in content-entries.service.ts;
 * pages, the home page, forms, snippets, collections and search are in content-pages.service.ts.
 */
import type { Platform } from '../platform/platform';
import { findEntries, type ReadOptions } from './content.repo';
import type { ListQuery } from './content-query.repo';
import { tagLabel } from './content.rules';
import type { Deal, Insight, Promotion } from './content.schema';
import {
  cardsOf,
  cleanRichText,
  findWithMedia,
  isDraft,
  listCards,
  type EntryLike,
  type MediaView,
} from './content-entries.service';

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

export async function listInsights(platform: Platform, query: Omit<ListQuery, 'type'>, options: ReadOptions) {
  return listCards(platform, 'insight', query, options, (row, data, media) =>
    insightCard(platform, row, data, media),
  );
}

export async function getInsight(platform: Platform, key: string, options: ReadOptions) {
  const found = await findWithMedia(platform, 'insight', key, options);
  if (!found) return undefined;
  const { row, data, media } = found;
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

export async function listDeals(platform: Platform, query: Omit<ListQuery, 'type'>, options: ReadOptions) {
  return listCards(platform, 'deal', query, options, (row, data, media) =>
    dealCard(platform, row, data, media),
  );
}

/** Deals by key in the given order, visible ones only. */
export async function dealsByKey(platform: Platform, keys: string[], options: ReadOptions) {
  const rows = await findEntries(platform, 'deal', keys, options);
  return cardsOf(
    platform,
    'deal',
    keys.flatMap((key) => rows.get(key) ?? []),
    options,
    (row, data, media) => dealCard(platform, row, data, media),
  );
}

export async function getDeal(platform: Platform, key: string, options: ReadOptions) {
  const found = await findWithMedia(platform, 'deal', key, options);
  if (!found) return undefined;
  const { row, data, media } = found;
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
  return listCards(platform, 'promotion', query, options, (row, data, media) =>
    promotionCard(platform, row, data, media),
  );
}

export async function getPromotion(platform: Platform, key: string, options: ReadOptions) {
  const found = await findWithMedia(platform, 'promotion', key, options);
  if (!found) return undefined;
  const { row, data, media } = found;
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
