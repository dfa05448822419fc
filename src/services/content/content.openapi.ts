/** Contracts of the Content API endpoints (content.routes.ts, content-editor.routes.ts); forms.routes.ts has its own. */
import * as v from 'valibot';
import {
  CmsPageSchema,
  CollectionSchema,
  DealFiltersSchema,
  DealListSchema,
  DealSchema,
  InsightAirlinesSchema,
  InsightListSchema,
  InsightSchema,
  InsightTagsSchema,
  PromotionListSchema,
  PromotionSchema,
  SearchResultSchema,
  SitemapSchema,
  SnippetSchema,
} from '../../shared/contracts/cms';
import { CmsFormSchema } from '../../shared/contracts/cms-forms';
import { HomeSchema, MenuSchema } from '../../shared/contracts/content';
import { PublicTokenRequestSchema } from '../account/account.schema';
import { describeRoute, type RouteDoc } from '../http/openapi';
import { OAUTH_TOKEN_SCHEMA } from '../http/openapi-schemas';
import {
  DiscardRequestSchema,
  PublishRequestSchema,
  SaveEntryRequestSchema,
  UnpublishRequestSchema,
} from './content-editor.service';
import { CONTENT_TYPES } from './content.schema';

/** Reads take a public or account token and the channel headers; 404 when nothing is published there. */
export const read = (summary: string, more: Omit<RouteDoc, 'summary' | 'auth' | 'channelHeaders'> = {}) =>
  describeRoute({ summary, auth: ['public', 'account'], channelHeaders: true, ...more });

/** The query schemas the routes validate with, passed in so that each is declared once. */
export interface ContentQuerySchemas {
  insights: v.GenericSchema;
  deals: v.GenericSchema;
  promotions: v.GenericSchema;
  search: v.GenericSchema;
  changes: v.GenericSchema;
}

const ChangeFeedSchema = { type: 'object' };

export function contentDocs(queries: ContentQuerySchemas) {
  return {
    publicToken: describeRoute({
      summary: 'Issue a guest (public) token for content reads',
      body: PublicTokenRequestSchema,
      raw: { 200: OAUTH_TOKEN_SCHEMA },
    }),
    menu: read('A navigation menu', { data: MenuSchema, errors: [404] }),
    home: read('The home page', { data: HomeSchema, errors: [404] }),
    insights: read('Insights (news and reviews), paged', {
      query: queries.insights,
      data: InsightListSchema,
    }),
    insightTags: read('Insight tags with counts', {
      query: v.object({ kind: v.optional(v.picklist(['news', 'review'])) }),
      data: InsightTagsSchema,
    }),
    insightAirlines: read('Airlines that insights are about', { data: InsightAirlinesSchema }),
    insight: read('One insight', { data: InsightSchema, errors: [404] }),
    deals: read('Deals, paged', { query: queries.deals, data: DealListSchema }),
    dealFilters: read('Destinations and airlines to filter deals by', { data: DealFiltersSchema }),
    deal: read('One deal', { data: DealSchema, errors: [404] }),
    promotions: read('Promotions, paged', { query: queries.promotions, data: PromotionListSchema }),
    promotion: read('One promotion', { data: PromotionSchema, errors: [404] }),
    page: read('A CMS page by its site path', { data: CmsPageSchema, errors: [404] }),
    form: read('A form definition', { data: CmsFormSchema, errors: [404] }),
    collection: read('A collection', { data: CollectionSchema, errors: [404] }),
    snippet: read('A snippet', { data: SnippetSchema, errors: [404] }),
    search: read('Search the published content', { query: queries.search, data: SearchResultSchema }),
    sitemap: read('Every published path', { data: SitemapSchema }),
    changes: read('The change feed the route caches follow', {
      query: queries.changes,
      data: ChangeFeedSchema,
    }),
  };
}

/** Editor endpoints: the editor key; 403 when editing is off, 404 for a type or key that cannot exist. */
const ENTRY_PARAMS = {
  type: { enum: CONTENT_TYPES },
  key: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,79}$' },
};
export const edit = (summary: string, more: Omit<RouteDoc, 'summary' | 'auth'> = {}) =>
  describeRoute({ summary, auth: 'editor', params: ENTRY_PARAMS, errors: [403, 404, 409], ...more });

export const contentEditorDocs = {
  read: edit('An entry as editors see it (drafts included)'),
  save: edit('Create or replace an entry; of a published entry without a status, or scheduled, its draft', {
    body: SaveEntryRequestSchema,
    success: [200, 201],
  }),
  publish: edit('Publish an entry or its draft (now or at publishAt)', { body: PublishRequestSchema }),
  unpublish: edit('Take an entry back to draft', { body: UnpublishRequestSchema }),
  discard: edit("Discard a published entry's unpublished changes (409 when it has none)", {
    body: DiscardRequestSchema,
  }),
};
