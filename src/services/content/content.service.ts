/**
 * Content use cases: reads entries through the repo, validates them against their schema on the way
 * out, sanitises RichText, resolves references (media, deals, sections, snippets, forms, collections)
 * and shapes the answers documented in docs/content-api.md.
 */
import * as v from 'valibot';
import { escapeHtml, sanitizeRichText } from '../../lib/content/sanitize';
import { FORM_REPLY_TYPES, inputFields } from '../../lib/content/form-rules';
import { CMS_MESSAGES, hasSearchKeyword } from '../../lib/contracts/cms';
import type { Platform } from '../platform/platform';
import {
  findEntries,
  findEntry,
  findPageByPath,
  listIndexed,
  searchIndexed,
  type ListQuery,
  type ReadOptions,
  type SearchQuery,
} from './content.repo';
import { MARK_START, MARK_STOP, tagLabel } from './content.rules';
import {
  CONTENT_TYPE_SCHEMAS,
  layoutName,
  RICH_TEXT_FIELDS,
  type ContentType,
  type Deal,
  type Form,
  type Insight,
  type Media,
  type Page,
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
function dataOf<T extends ContentType>(platform: Platform, type: T, row: { key: string; data: unknown }) {
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

function isDraft(platform: Platform, row: { status: string; publishAt: Date }): boolean {
  return row.status !== 'published' || row.publishAt > platform.clock.now();
}

// ---- media ----

export type MediaView = Media & { key: string };

async function loadMedia(platform: Platform, keys: (string | undefined)[], options: ReadOptions) {
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

function insightCard(
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

function paged<T>(items: T[], query: { page: number; pageSize: number }, total: number): Paged<T> {
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
async function dealsByKey(platform: Platform, keys: string[], options: ReadOptions) {
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

// ---- forms, snippets, collections ----

/** A form as the site renders it: the RecipientEmail address stays on the server. */
export function formView(key: string, form: Form) {
  return {
    key,
    title: form.title,
    intro: form.intro ?? null,
    replyType: form.replyType,
    replyAction: FORM_REPLY_TYPES[form.replyType],
    submitLabel: form.submitLabel,
    successMessage: form.successMessage ?? null,
    redirectTo: form.redirectTo ?? null,
    trackingEvent: form.trackingEvent ?? null,
    fields: inputFields(form.fields),
    submitPath: `/forms/${key}/submissions`,
  };
}

export async function getForm(platform: Platform, key: string, options: ReadOptions) {
  const row = await findEntry(platform, 'form', key, options);
  const data = row && dataOf(platform, 'form', row);
  return row && data ? formView(key, data) : undefined;
}

export async function getSnippet(platform: Platform, key: string, options: ReadOptions) {
  const row = await findEntry(platform, 'snippet', key, options);
  const data = row && dataOf(platform, 'snippet', row);
  return row && data ? { key, title: data.title, html: cleanRichText(data.html) } : undefined;
}

export async function getCollection(platform: Platform, key: string, options: ReadOptions) {
  const row = await findEntry(platform, 'collection', key, options);
  const data = row && dataOf(platform, 'collection', row);
  if (!row || !data) return undefined;
  const mediaFields = data.fields.filter((field) => field.type === 'Media').map((field) => field.name);
  const media = await loadMedia(
    platform,
    data.items.flatMap((item) => mediaFields.map((name) => item.values[name] as string | undefined)),
    options,
  );
  const items = data.items.map((item) => ({
    key: item.key,
    values: Object.fromEntries(
      data.fields.flatMap((field) => {
        const value = item.values[field.name];
        if (value === undefined) return [];
        if (field.type === 'RichText') return [[field.name, cleanRichText(String(value))]];
        if (field.type === 'Media') return [[field.name, media.get(String(value)) ?? null]];
        return [[field.name, value]];
      }),
    ),
  }));
  return { key, title: data.title, description: data.description ?? null, fields: data.fields, items };
}

// ---- pages ----

export async function getPage(platform: Platform, path: string, options: ReadOptions) {
  const row = await findPageByPath(platform, path, options);
  const page = row && dataOf(platform, 'page', row);
  if (!row || !page) return undefined;
  return {
    key: row.key,
    ...(await resolvePage(platform, page, options)),
    isDraft: isDraft(platform, row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function resolvePage(platform: Platform, page: Page, options: ReadOptions) {
  const sectionRows = await findEntries(
    platform,
    'cmsSection',
    page.sections.flatMap((section) => section.section ?? []),
    options,
  );
  const shared = new Map(
    [...sectionRows].flatMap(([key, row]) => {
      const data = dataOf(platform, 'cmsSection', row);
      return data ? [[key, data] as const] : [];
    }),
  );
  const merged = page.sections.map((section) => ({
    ...(section.section ? shared.get(section.section) : {}),
    ...section,
  }));
  const media = await loadMedia(platform, [page.image, ...merged.map((section) => section.image)], options);
  const sections = [];
  for (const section of merged) {
    sections.push({
      layoutId: section.layoutId,
      layout: layoutName(section.layoutId) ?? null,
      anchor: section.anchor ?? null,
      title: section.title ?? null,
      body: section.body ? cleanRichText(section.body) : null,
      image: section.image ? (media.get(section.image) ?? null) : null,
      cta: section.cta ?? null,
      snippet: section.snippet ? ((await getSnippet(platform, section.snippet, options)) ?? null) : null,
      form: section.form ? ((await getForm(platform, section.form, options)) ?? null) : null,
      collection: section.collection
        ? ((await getCollection(platform, section.collection, options)) ?? null)
        : null,
      deals: section.deals ? await dealsByKey(platform, section.deals, options) : [],
    });
  }
  return {
    path: page.path,
    title: page.title,
    template: page.template,
    layout: page.layout,
    summary: page.summary,
    image: page.image ? (media.get(page.image) ?? null) : null,
    seo: page.seo ?? null,
    sections,
  };
}

// ---- home ----

export async function getHome(platform: Platform, options: ReadOptions) {
  const row = await findEntry(platform, 'home', 'home', options);
  const home = row && dataOf(platform, 'home', row);
  if (!row || !home) return undefined;
  const media = await loadMedia(
    platform,
    [...home.banners.map((banner) => banner.image), ...home.sections.map((section) => section.image)],
    options,
  );
  const insightRows = await findEntries(platform, 'insight', home.featuredInsights ?? [], options);
  const insights = (home.featuredInsights ?? []).flatMap((key) => {
    const insightRow = insightRows.get(key);
    const data = insightRow && dataOf(platform, 'insight', insightRow);
    return insightRow && data ? [{ row: insightRow, data }] : [];
  });
  const insightMedia = await loadMedia(
    platform,
    insights.map((item) => item.data.image),
    options,
  );
  return {
    ...home,
    banners: home.banners.map((banner) => ({
      ...banner,
      media: banner.image ? (media.get(banner.image) ?? null) : null,
    })),
    sections: home.sections.map((section) => ({
      ...section,
      media: section.image ? (media.get(section.image) ?? null) : null,
    })),
    featuredDeals: await dealsByKey(platform, home.featuredDeals ?? [], options),
    featuredInsights: insights.map(({ row: insightRow, data }) =>
      insightCard(platform, insightRow, data, insightMedia),
    ),
  };
}

// ---- search ----

/** Spec §5: a search needs at least one keyword of 3 or more characters (rule shared with the site). */
export { hasSearchKeyword };
export const SEARCH_KEYWORD_MESSAGE = CMS_MESSAGES.searchKeyword;
export const NO_SEARCH_RESULTS_MESSAGE = CMS_MESSAGES.noSearchResults;

/** Escapes a headline and turns the database's markers into <mark> elements. */
export function renderHighlight(headline: string): string {
  return escapeHtml(headline).replaceAll(MARK_START, '<mark>').replaceAll(MARK_STOP, '</mark>');
}

export async function searchContent(platform: Platform, query: SearchQuery, options: ReadOptions) {
  const { rows, total } = await searchIndexed(platform, query, options);
  return {
    query: query.q,
    ...paged(
      rows.map((row) => ({
        type: row.type,
        key: row.key,
        path: row.path,
        titleHtml: renderHighlight(row.title),
        excerptHtml: renderHighlight(row.excerpt),
        rank: Number(row.rank),
        publishedAt: row.publishAt.toISOString(),
      })),
      query,
      total,
    ),
    message: total === 0 ? NO_SEARCH_RESULTS_MESSAGE : '',
  };
}
