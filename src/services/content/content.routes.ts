import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { ServiceEnv } from '../http/app-factory';
import { failed, success } from '../http/envelope';
import { parseInput, readJsonBody } from '../http/validate';
import { draftReadOptions, requireContentReader } from '../auth/editor-access';
import { PublicTokenRequestSchema } from '../account/account.schema';
import { issuePublicToken } from '../account/account.service';
import { CMS_MESSAGES } from '../../shared/contracts/cms';
import { readChanges } from './content-changes.repo';
import { contentEditorRoutes } from './content-editor.routes';
import { contentDocs } from './content.openapi';
import type { Platform } from '../platform/platform';
import { findEntry, type ReadOptions } from './content.repo';
import { airlineFacet, dealDestinations, insightTags, sitemapEntries } from './content-query.repo';
import { getCollection, getForm, getHome, getPage, getSnippet, searchContent } from './content-pages.service';
import { slugify, tagLabel } from './content.rules';
import { CONTENT_TYPE_SCHEMAS, type Deal } from './content.schema';
import {
  ChangesQuerySchema,
  DealListQuery,
  InsightListQuery,
  KeySchema,
  PromotionListQuery,
  SearchQuerySchema,
} from './content.queries';
import {
  getDeal,
  getInsight,
  getPromotion,
  listDeals,
  listInsights,
  listPromotions,
} from './content.service';

/** Content calls carry the channel code (web) and the site code besides the bearer token (spec §7). */
function requireChannelHeaders(): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const channel = c.req.header('X-Channel-Code');
    const site = c.req.header('X-Site-Code');
    if (channel !== 'web') return failed(c, 400, 'The X-Channel-Code header must be "web"');
    if (!site || site.length > 64) return failed(c, 400, 'The X-Site-Code header is required');
    await next();
  };
}

/**
 * Content API: home, menus, pages, insights, deals, promotions, forms, collections, snippets, search.
 * `readerRoutes` are mounted among the reads, behind the same token and channel-header checks: app.ts
 * passes the forms router this way, so forms (which reads content) is not imported back by content.
 */
export function contentRoutes(platform: Platform, readerRoutes: Record<string, Hono<ServiceEnv>> = {}) {
  const app = new Hono<ServiceEnv>();
  const docs = contentDocs({
    insights: InsightListQuery,
    deals: DealListQuery,
    promotions: PromotionListQuery,
    search: SearchQuerySchema,
    changes: ChangesQuerySchema,
  });
  // Drafts (preview=1) for content staff only: the editor key or an editor's session (editor-access.ts).
  const readOptions = (c: Context): Promise<ReadOptions> => draftReadOptions(platform, c);

  app.post('/Account/PublicToken', docs.publicToken, async (c) => {
    const { siteId } = await readJsonBody(c, PublicTokenRequestSchema);
    return c.json(await issuePublicToken(platform, siteId));
  });

  // Registered before the readers' token check: editors present the editor key instead.
  app.route('/editor', contentEditorRoutes(platform));

  const reads = new Hono<ServiceEnv>();
  reads.use(requireContentReader(platform), requireChannelHeaders());

  const slugParam = (c: Context) => {
    const key = v.safeParse(KeySchema, c.req.param('slug') ?? c.req.param('key'));
    return key.success ? key.output : undefined;
  };
  /** A read of one entry by its slug or key: 404 with `notFound` when the key is malformed or unknown. */
  const oneEntry =
    <T>(
      find: (platform: Platform, key: string, options: ReadOptions) => Promise<T | undefined>,
      notFound: string,
    ) =>
    async (c: Context) => {
      const key = slugParam(c);
      const found = key && (await find(platform, key, await readOptions(c)));
      if (!found) return failed(c, 404, notFound);
      return success(c, found);
    };

  reads.get('/menus/:key', docs.menu, async (c) => {
    const key = slugParam(c);
    const entry = key && (await findEntry(platform, 'menu', key, await readOptions(c)));
    if (!entry) return failed(c, 404, 'Menu not found');
    return success(c, v.parse(CONTENT_TYPE_SCHEMAS.menu, entry.data));
  });

  reads.get('/home', docs.home, async (c) => {
    const home = await getHome(platform, await readOptions(c));
    if (!home) return failed(c, 404, 'The home page has not been published');
    return success(c, home);
  });

  // ---- insights ----
  reads.get('/insights', docs.insights, async (c) => {
    const query = parseInput(InsightListQuery, c.req.query());
    // The reviews listing is ordered by airline (spec §9); everything else newest first.
    const sort = query.sort ?? (query.kind === 'review' ? 'airline' : 'latest');
    const result = await listInsights(platform, { ...query, sort }, await readOptions(c));
    return success(c, { ...result, sort }, result.total === 0 ? CMS_MESSAGES.noInsights : '');
  });

  reads.get('/insights/tags', docs.insightTags, async (c) => {
    const kind = parseInput(
      v.object({ kind: v.optional(v.picklist(['news', 'review'], 'kind must be news or review')) }),
      c.req.query(),
    ).kind;
    const tags = await insightTags(platform, await readOptions(c), kind);
    return success(
      c,
      tags.map((tag) => ({ ...tag, label: tagLabel(tag.tag), path: `/insights/tag/${tag.tag}` })),
    );
  });

  reads.get('/insights/airlines', docs.insightAirlines, async (c) =>
    success(c, await airlineFacet(platform, 'insight', await readOptions(c))),
  );

  reads.get('/insights/:slug', docs.insight, oneEntry(getInsight, 'Insight not found'));

  // ---- deals ----
  reads.get('/deals', docs.deals, async (c) => {
    const query = parseInput(DealListQuery, c.req.query());
    const result = await listDeals(platform, query, await readOptions(c));
    return success(c, { ...result, sort: query.sort }, result.total === 0 ? CMS_MESSAGES.noDeals : '');
  });

  reads.get('/deals/filters', docs.dealFilters, async (c) => {
    const options = await readOptions(c);
    const destinations = new Map<string, { slug: string; name: string; count: number }>();
    for (const row of await dealDestinations(platform, options)) {
      const seen = new Set<string>();
      for (const place of (row.data as Deal).destinations) {
        const slug = slugify(place.city);
        if (seen.has(slug)) continue;
        seen.add(slug);
        const entry = destinations.get(slug) ?? { slug, name: place.city, count: 0 };
        entry.count += 1;
        destinations.set(slug, entry);
      }
    }
    const airlines = (await airlineFacet(platform, 'deal', options)).map(
      ({ rank: _rank, ...airline }) => airline,
    );
    airlines.sort((a, b) => a.name.localeCompare(b.name));
    return success(c, {
      destinations: [...destinations.values()].sort((a, b) => a.name.localeCompare(b.name)),
      airlines,
    });
  });

  reads.get('/deals/:slug', docs.deal, oneEntry(getDeal, CMS_MESSAGES.noDeals));

  // ---- promotions ----
  reads.get('/promotions', docs.promotions, async (c) => {
    const query = parseInput(PromotionListQuery, c.req.query());
    const result = await listPromotions(platform, { ...query, sort: 'latest' }, await readOptions(c));
    return success(c, result);
  });

  reads.get('/promotions/:slug', docs.promotion, oneEntry(getPromotion, 'Promotion not found'));

  // ---- pages (catch-all), forms, collections, snippets ----
  reads.get('/pages/:path{.+}', docs.page, async (c) => {
    const path = `/${c.req.param('path')}`;
    const page =
      /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(path) && path.length <= 200
        ? await getPage(platform, path, await readOptions(c))
        : undefined;
    if (!page) return failed(c, 404, `Page Not Found: ${path}`);
    return success(c, page);
  });

  reads.get('/forms/:key', docs.form, oneEntry(getForm, 'Form not found'));

  reads.get('/collections/:key', docs.collection, oneEntry(getCollection, 'Collection not found'));

  reads.get('/snippets/:key', docs.snippet, oneEntry(getSnippet, 'Snippet not found'));

  // ---- search and sitemap ----
  reads.get('/search', docs.search, async (c) => {
    const query = parseInput(SearchQuerySchema, c.req.query());
    const result = await searchContent(platform, query, await readOptions(c));
    return success(c, result, result.message);
  });

  reads.get('/sitemap', docs.sitemap, async (c) => {
    const rows = await sitemapEntries(platform);
    return success(
      c,
      rows.map((row) => ({
        type: row.type,
        path: row.path,
        lastModified: (row.updatedAt > row.publishAt ? row.updatedAt : row.publishAt).toISOString(),
      })),
    );
  });

  // The change feed the sites' route caches follow (content-changes.repo.ts).
  reads.get('/changes', docs.changes, async (c) => {
    const query = parseInput(ChangesQuerySchema, c.req.query());
    return success(c, await readChanges(platform, query));
  });

  for (const [path, routes] of Object.entries(readerRoutes)) reads.route(path, routes);

  app.route('/', reads);
  return app;
}
