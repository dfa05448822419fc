/**
 * Content use cases that assemble whole screens: a CMS page with its sections (forms, snippets,
 * collections) resolved, the home page, and site search with highlighted, sentence-cut excerpts. Entry-level reads are in content-entries.service.ts.
 */
import { escapeHtml } from '../../shared/content/sanitize';
import { FORM_REPLY_TYPES, inputFields } from '../../shared/content/form-rules';
import { CMS_MESSAGES, hasSearchKeyword } from '../../shared/contracts/cms';
import type { Platform } from '../platform/platform';
import { findEntries, findEntry, findPageByPath, type ReadOptions } from './content.repo';
import { searchIndexed, type SearchQuery } from './content-query.repo';
import { MARK_START, MARK_STOP } from './content.rules';
import { layoutName, type Form, type Page } from './content.schema';
import { cleanRichText, dataOf, isDraft, loadMedia, paged } from './content-entries.service';
import { dealsByKey, insightCard } from './content.service';
import { cutSnippet } from './search-snippet';

// ---- forms, snippets, collections ----

/** A form as the site renders it: the RecipientEmail address stays on the server. */
function formView(key: string, form: Form) {
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
const NO_SEARCH_RESULTS_MESSAGE = CMS_MESSAGES.noSearchResults;

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
        excerptHtml: renderHighlight(cutSnippet(row.excerpt)),
        rank: Number(row.rank),
        publishedAt: row.publishAt.toISOString(),
      })),
      query,
      total,
    ),
    message: total === 0 ? NO_SEARCH_RESULTS_MESSAGE : '',
  };
}
