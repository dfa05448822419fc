/**
 * The Content API against its contracts (src/shared/contracts/cms.ts), and drafts that never appear
 * outside preview. Listings, pages and search have test files of their own (content-*.api.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServices } from '../testing/test-platform';
import * as v from 'valibot';
import * as cms from '../../shared/contracts/cms';
import * as cmsForms from '../../shared/contracts/cms-forms';
import { publishEntry } from './content.repo';
import { contentReads, EDITOR_KEY, openContentServices, SECRET_WORD } from './content-api-test-kit';

let t: TestServices;
let token: string;
beforeAll(async () => ({ t, token } = await openContentServices()));
afterAll(() => t.close());

const { read } = contentReads(() => ({ t, token }));

describe('contracts', () => {
  it.each([
    ['/insights?pageSize=50', cms.InsightListSchema],
    ['/insights/qantas-project-sunrise', cms.InsightSchema],
    ['/insights/tags', cms.InsightTagsSchema],
    ['/insights/airlines', cms.InsightAirlinesSchema],
    ['/deals?pageSize=50', cms.DealListSchema],
    ['/deals/sydney-chicago-united', cms.DealSchema],
    ['/deals/filters', cms.DealFiltersSchema],
    ['/promotions', cms.PromotionListSchema],
    ['/promotions/the-americas-2027', cms.PromotionSchema],
    ['/pages/contact', cms.CmsPageSchema],
    ['/pages/webinar-offers', cms.CmsPageSchema],
    ['/forms/deal-enquiry', cmsForms.CmsFormSchema],
    ['/collections/booking-faq', cms.CollectionSchema],
    ['/snippets/acknowledgement-of-country', cms.SnippetSchema],
    ['/search?q=london', cms.SearchResultSchema],
    ['/sitemap', cms.SitemapSchema],
  ] as const)('%s matches src/shared/contracts/cms.ts', async (path, schema) => {
    const answer = await read(path);
    expect(answer.status).toBe(200);
    const result = v.safeParse(schema as v.GenericSchema, answer.body.data);
    expect(
      result.issues?.[0],
      JSON.stringify(result.issues?.[0]?.path?.map((item) => item.key)),
    ).toBeUndefined();
  });
});

describe('drafts never appear outside preview', () => {
  it('hides drafts and future items from listings, details, pages, tags, search and the sitemap', async () => {
    const listing = await read('/insights?pageSize=50');
    const keys = listing.body.data.items.map((item: { key: string }) => item.key);
    expect(keys).not.toContain('draft-insight');
    expect(keys).not.toContain('future-insight');
    expect((await read('/insights/draft-insight')).status).toBe(404);
    expect((await read('/insights/future-insight')).status).toBe(404);
    expect((await read('/pages/secret-sale')).status).toBe(404);
    expect((await read(`/search?q=${SECRET_WORD}`)).body.data.total).toBe(0);
    const sitemap = await read('/sitemap');
    const paths = sitemap.body.data.map((entry: { path: string }) => entry.path);
    expect(paths).toContain('/insights/emirates-a380-business-class-review');
    expect(paths).toContain('/deals/sydney-london-qantas');
    expect(paths).toContain('/about/legal');
    expect(paths).not.toContain('/secret-sale');
    expect(paths).not.toContain('/insights/draft-insight');
  });

  it('shows them to content staff with preview=1, flagged as drafts', async () => {
    const listing = await read('/insights?pageSize=50&preview=1', EDITOR_KEY);
    const draft = listing.body.data.items.find((item: { key: string }) => item.key === 'draft-insight');
    expect(draft).toMatchObject({ isDraft: true });
    expect((await read('/insights/future-insight?preview=1', EDITOR_KEY)).body.data.isDraft).toBe(true);
    expect((await read('/pages/secret-sale?preview=1', EDITOR_KEY)).status).toBe(200);
    expect((await read(`/search?q=${SECRET_WORD}&preview=1`, EDITOR_KEY)).body.data.total).toBe(3);
    // A reader's preview=1 is ignored.
    expect((await read(`/search?q=${SECRET_WORD}&preview=1`)).body.data.total).toBe(0);
  });

  it('publishing makes an item visible and returns the cache tags to invalidate', async () => {
    const tags = await publishEntry(t.platform, 'insight', 'draft-insight');
    expect(tags).toEqual(
      expect.arrayContaining([
        'list:insight',
        'content:insight:draft-insight',
        'path:/insights/draft-insight',
      ]),
    );
    expect((await read('/insights/draft-insight')).status).toBe(200);
    expect(await publishEntry(t.platform, 'insight', 'no-such-key')).toBeNull();
  });
});
